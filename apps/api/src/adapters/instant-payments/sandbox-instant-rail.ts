import { SANDBOX_INSTANT_ACCOUNT_SUFFIXES } from '@causeway/contracts';
import type { InstantPayment, InstantRail, InstantRailAnswer } from './instant-rail.ts';

/**
 * The simulated instant rail (SANDBOX=1): it accepts, unless the account number ends in one of the
 * suffixes the sandbox page lists (SANDBOX_INSTANT_ACCOUNT_SUFFIXES): those are rejected with their
 * ISO 20022 code, or left pending until the sandbox page answers. It keeps no state, so asking again
 * about a payment gives the same answer in any process.
 */
export class SandboxInstantRail implements InstantRail {
  async send(payment: InstantPayment): Promise<InstantRailAnswer> {
    const rule = SANDBOX_INSTANT_ACCOUNT_SUFFIXES.find(({ suffix }) =>
      payment.creditor.accountNumber.endsWith(suffix),
    );
    if (!rule) return { status: 'accepted' };
    return rule.answer === 'pending' ? { status: 'pending' } : { status: 'rejected', code: rule.code };
  }
}
