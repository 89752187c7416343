import {
  type addBankAccountBodySchema,
  bankTransferEndpoints,
  type microDepositsBodySchema,
  type plaidBankAccountBodySchema,
  recipientIntakeEndpoints,
} from '@causeway/contracts';
import type { IntakeLanguage } from '@causeway/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callWithIntakeSession } from './intake-call.ts';
import { useSetIntakeStatus } from './intake-status.ts';

export type ManualBankAccountInput = z.input<typeof addBankAccountBodySchema>;
export type BankLinkAccountInput = z.input<typeof plaidBankAccountBodySchema>;
export type MicroDepositsInput = z.input<typeof microDepositsBodySchema>;

type Scope = { recipientId: string; sessionToken: string };

/** A link token that opens the bank-link provider in the recipient's language. */
export function useBankLinkToken({ recipientId, sessionToken }: Scope) {
  return useMutation({
    mutationFn: (language: IntakeLanguage) =>
      callWithIntakeSession(recipientIntakeEndpoints.plaidLinkToken, sessionToken, {
        params: { id: recipientId },
        query: { language },
      }),
  });
}

/** The account the recipient picked in the bank-link provider; the answer is the new intake status. */
export function useAddLinkedBankAccount({ recipientId, sessionToken }: Scope) {
  const setStatus = useSetIntakeStatus(recipientId);
  return useMutation({
    mutationFn: (body: BankLinkAccountInput) =>
      callWithIntakeSession(recipientIntakeEndpoints.plaidBankAccount, sessionToken, {
        params: { id: recipientId },
        body,
      }),
    onSuccess: (status) => setStatus(status),
  });
}

/** Bank details typed in by the recipient; verification starts, so the intake status is read again. */
export function useAddManualBankAccount({ recipientId, sessionToken }: Scope) {
  const setStatus = useSetIntakeStatus(recipientId);
  return useMutation({
    mutationFn: (body: ManualBankAccountInput) =>
      callWithIntakeSession(bankTransferEndpoints.addBankAccount, sessionToken, {
        params: { id: recipientId },
        body,
      }),
    onSuccess: () => setStatus(),
  });
}

/** The two small deposits as the recipient read them on their statement. */
export function useVerifyMicroDeposits({ recipientId, sessionToken }: Scope) {
  const setStatus = useSetIntakeStatus(recipientId);
  return useMutation({
    mutationFn: (body: MicroDepositsInput) =>
      callWithIntakeSession(recipientIntakeEndpoints.verifyMicroDeposits, sessionToken, {
        params: { id: recipientId },
        body,
      }),
    onSuccess: (status) => setStatus(status),
  });
}

/** Start again after a failed verification (or expired deposits): new bank details can be given. */
export function useRetryIntake({ recipientId, sessionToken }: Scope) {
  const setStatus = useSetIntakeStatus(recipientId);
  return useMutation({
    mutationFn: () =>
      callWithIntakeSession(bankTransferEndpoints.retryIntake, sessionToken, {
        params: { id: recipientId },
      }),
    onSuccess: (status) => setStatus(status),
  });
}
