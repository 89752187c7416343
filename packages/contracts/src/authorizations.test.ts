import { DECLINE_REASONS } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { declineReasonSchema } from './authorizations.ts';

describe('declineReasonSchema', () => {
  it.each(DECLINE_REASONS)('accepts %s', (reason) => {
    expect(declineReasonSchema.safeParse(reason).success).toBe(true);
  });

  it.each(['card_locked', 'DECLINED', '', null])('refuses %j', (reason) => {
    expect(declineReasonSchema.safeParse(reason).success).toBe(false);
  });
});
