import { bankTransferEndpoints, type EndpointInput } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';
import { invalidateRecipientReads } from './recipient-reads.ts';

type CreateRecipientBody = EndpointInput<typeof bankTransferEndpoints.createRecipient>['body'];
type CreateWithBankAccountBody = EndpointInput<
  typeof bankTransferEndpoints.createRecipientWithBankAccount
>['body'];
type UpdateRecipientBody = EndpointInput<typeof bankTransferEndpoints.updateRecipient>['body'];
type AddBankAccountBody = EndpointInput<typeof bankTransferEndpoints.addBankAccount>['body'];

export type CreateRecipientRequest =
  | { mode: 'link'; body: CreateRecipientBody }
  | { mode: 'bankDetails'; body: CreateWithBankAccountBody };

/** createRecipient (the intake email asks for the bank details) or createRecipientWithBankAccount. */
export function createRecipient(request: CreateRecipientRequest) {
  return request.mode === 'link'
    ? call(bankTransferEndpoints.createRecipient, { body: request.body })
    : call(bankTransferEndpoints.createRecipientWithBankAccount, { body: request.body });
}

export function useCreateRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipient,
    onSuccess: () => invalidateRecipientReads(queryClient),
  });
}

export function useUpdateRecipient(recipientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRecipientBody) =>
      call(bankTransferEndpoints.updateRecipient, { params: { id: recipientId }, body }),
    onSuccess: () => invalidateRecipientReads(queryClient),
  });
}

/** Staff enter (or replace) the recipient's bank details; verification starts again. */
export function useAddBankAccount(recipientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddBankAccountBody) =>
      call(bankTransferEndpoints.addBankAccount, { params: { id: recipientId }, body }),
    onSuccess: () => invalidateRecipientReads(queryClient),
  });
}

/** Resends the intake email, or asks for new details after a failed verification. */
export function useRetryIntake(recipientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(bankTransferEndpoints.retryIntake, { params: { id: recipientId } }),
    onSuccess: () => invalidateRecipientReads(queryClient),
  });
}
