import { CARDS_PER_LOAD_MAX } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import type { CustomFieldOption } from '../../../lib/custom-fields/custom-field-options.ts';
import {
  type LoadLine,
  type LoadRun,
  loadOutcomes,
  mergeRuns,
  planCardLoads,
  unansweredRequests,
} from './load-plan.ts';

const ORG = '00000000-0000-4000-8000-00000000000a';
const PROGRAM = '00000000-0000-4000-8000-00000000000b';
const card = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const line = (n: number, businessId: string, amountCents = 1_000): LoadLine => ({
  cardId: card(n),
  businessId,
  amountCents,
});
const crm: CustomFieldOption = { label: 'CRM id', name: 'crmId', dataType: 'text', dataOptions: [] };

describe('planCardLoads', () => {
  const plan = (lines: LoadLine[], memo = '') =>
    planCardLoads({
      lines,
      memo,
      customFieldValues: { crmId: ' 42 ' },
      optionsByBusiness: new Map([[PROGRAM, [crm]]]),
      actionKey: 'action',
    });

  it("sends each business's cards in one request to that business, in the order asked", () => {
    const requests = plan([line(1, PROGRAM, 500), line(2, ORG), line(3, PROGRAM, 700)], '  Rent ');
    expect(requests.map((request) => request.businessId)).toEqual([PROGRAM, ORG]);
    expect(requests[0]!.body).toEqual({
      loads: [
        { cardId: card(1), amountCents: 500 },
        { cardId: card(3), amountCents: 700 },
      ],
      memo: 'Rent',
      customFields: { crmId: '42' },
    });
    // The organisation defines no custom fields: none are sent to it; a blank memo is left out.
    expect(requests[1]!.body).toEqual({ loads: [{ cardId: card(2), amountCents: 1_000 }], memo: 'Rent' });
    expect(plan([line(4, ORG)])[0]!.body).toEqual({ loads: [{ cardId: card(4), amountCents: 1_000 }] });
  });

  it('derives a distinct, repeatable key per request from the action key', () => {
    const lines = [line(1, PROGRAM), line(2, ORG)];
    const keys = plan(lines).map((request) => request.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect(plan(lines).map((request) => request.idempotencyKey)).toEqual(keys);
  });

  it(`splits a business's cards into requests of at most ${CARDS_PER_LOAD_MAX}`, () => {
    const lines = Array.from({ length: CARDS_PER_LOAD_MAX + 1 }, (_, index) => line(index + 1, PROGRAM));
    const requests = plan(lines);
    expect(requests.map((request) => request.body.loads.length)).toEqual([CARDS_PER_LOAD_MAX, 1]);
    expect(requests[1]!.body.loads[0]!.cardId).toBe(card(CARDS_PER_LOAD_MAX + 1));
  });
});

describe('load outcomes', () => {
  const [toProgram, toOrg] = planCardLoads({
    lines: [line(1, PROGRAM), line(2, PROGRAM), line(3, ORG)],
    memo: '',
    customFieldValues: {},
    optionsByBusiness: new Map(),
    actionKey: 'action',
  });
  const balance = { balanceCents: 1_000, heldCents: 0, availableCents: 1_000 };
  const answered: LoadRun = {
    request: toProgram!,
    response: {
      results: [
        { cardId: card(1), status: 'loaded', amountCents: 1_000, entryId: card(9), balance },
        { cardId: card(2), status: 'failed', amountCents: 1_000, code: 'card_closed', message: 'Closed.' },
      ],
      loadedCount: 1,
      failedCount: 1,
      fundingBalance: balance,
    },
  };
  const lost: LoadRun = { request: toOrg!, error: new Error('offline') };

  it("gives every card the API's result, or notSent when its request got no answer", () => {
    expect(loadOutcomes([answered, lost]).map((outcome) => [outcome.cardId, outcome.status])).toEqual([
      [card(1), 'loaded'],
      [card(2), 'failed'],
      [card(3), 'notSent'],
    ]);
    expect(unansweredRequests([answered, lost])).toEqual([toOrg]);
  });

  it('replaces a retried request by its new run, keeping the order', () => {
    const retried: LoadRun = { request: toOrg!, response: { ...answered.response!, results: [] } };
    expect(mergeRuns([answered, lost], [retried])).toEqual([answered, retried]);
    expect(unansweredRequests(mergeRuns([answered, lost], [retried]))).toEqual([]);
  });
});
