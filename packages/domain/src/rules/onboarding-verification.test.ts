import { describe, expect, it } from 'vitest';
import { documentsStillRequired, type KybCheck, type UploadedDocument } from './onboarding-verification.ts';

const business = (outcome: KybCheck['outcome']): KybCheck => ({
  subjectId: 'b',
  subject: 'business',
  outcome,
});
const person = (id: string, outcome: KybCheck['outcome']): KybCheck => ({
  subjectId: id,
  subject: 'person',
  outcome,
});

describe('documentsStillRequired', () => {
  it.each<[string, KybCheck[], UploadedDocument[], string[]]>([
    ['everything passed', [business('pass'), person('p1', 'pass')], [], []],
    ['business asks for a document', [business('document_required')], [], ['b']],
    ['a failed check asks too', [person('p1', 'fail')], [], ['p1']],
    [
      'an EIN letter clears the business',
      [business('fail')],
      [{ subjectId: 'b', type: 'irs_ein_letter' }],
      [],
    ],
    [
      'an ID clears only its own person',
      [person('p1', 'fail'), person('p2', 'document_required')],
      [{ subjectId: 'p1', type: 'government_id' }],
      ['p2'],
    ],
    [
      'a document of the wrong kind clears nothing',
      [person('p1', 'fail')],
      [{ subjectId: 'p1', type: 'irs_ein_letter' }],
      ['p1'],
    ],
    [
      'a document for someone else clears nothing',
      [business('fail')],
      [{ subjectId: 'p1', type: 'irs_ein_letter' }],
      ['b'],
    ],
  ])('%s', (_, checks, uploaded, expected) => {
    expect(documentsStillRequired(checks, uploaded).map((need) => need.subjectId)).toEqual(expected);
  });
});
