import { validationMessage } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_PERSON, personFormSchema } from './person-form.ts';

const person = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', phone: '' };

describe('personFormSchema', () => {
  it('sends no phone when the box is blank', () => {
    expect(personFormSchema.parse({ ...person, phone: '   ' }).phone).toBeUndefined();
  });

  it('keeps ten digits, trimmed', () => {
    expect(personFormSchema.parse({ ...person, phone: ' 5551234567 ' }).phone).toBe('5551234567');
  });

  it("refuses any other phone with the domain's message", () => {
    const result = personFormSchema.safeParse({ ...person, phone: '555-123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phone', validationMessage('phoneInvalid')],
    ]);
  });

  it('requires the names and the email of an empty form', () => {
    const result = personFormSchema.safeParse(EMPTY_PERSON);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'firstName',
      'lastName',
      'email',
    ]);
  });
});
