import { describe, expect, it } from 'vitest';
import { INSTANT_REJECTION_CODES, instantRejectionReason } from './instant-rejections.ts';

// [ISO 20022 status reason, failure reason]
// biome-ignore format: one row per line reads as a table
const REJECTIONS: [string, string][] = [
  ['AC01', 'invalid_account_number'],
  ['AC03', 'invalid_account_number'],
  ['AC04', 'account_closed'],
  ['AC06', 'account_blocked'],
  ['AG01', 'transfers_unsupported'],
  ['AM04', 'unexpected_error'],
  ['BE01', 'erroneous_data'],
  ['MD07', 'owner_deceased'],
  ['RC01', 'invalid_routing_number'],
  ['RR04', 'regulatory_limits'],
  ['NARR', 'unexpected_error'],
  ['DUPL', 'erroneous_data'],
  ['AB05', 'institution_unavailable'],
  ['AB06', 'institution_unavailable'],
  ['AB08', 'institution_unavailable'],
  ['9909', 'institution_unavailable'],
];

describe('instant (RTP / FedNow) rejection reasons', () => {
  it.each(REJECTIONS)('%s → %s', (code, failureReason) => {
    expect(instantRejectionReason(code)).toBe(failureReason);
    expect(INSTANT_REJECTION_CODES[code]?.failureReason).toBe(failureReason);
  });

  it('the exported table holds exactly the decided codes, each with a title', () => {
    expect(Object.keys(INSTANT_REJECTION_CODES).sort()).toEqual(REJECTIONS.map(([code]) => code).sort());
    for (const { title } of Object.values(INSTANT_REJECTION_CODES)) expect(title).not.toBe('');
  });

  it.each(['AC02', 'AM09', 'FF01', '1100', '', '__proto__', 'toString'])(
    'an unmapped code %j is an unexpected error',
    (code) => {
      expect(instantRejectionReason(code)).toBe('unexpected_error');
    },
  );

  it('reads codes as they come from messages', () => {
    expect(instantRejectionReason(' ac04 ')).toBe('account_closed');
  });
});
