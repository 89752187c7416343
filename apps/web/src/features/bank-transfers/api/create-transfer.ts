import { bankTransferEndpoints, type EndpointInput, memoSchema } from '@causeway/contracts';
import { bankTransferAmountSchema, TRANSFER_SPEEDS } from '@causeway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../../lib/api/call.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency-key.ts';
import { invalidateTransferReads } from './transfer-reads.ts';

/** The send-payment form: the amount as typed (to cents, at most $50,000), speed, memo, custom fields. */
export const sendTransferInputSchema = z.object({
  speed: z.enum(TRANSFER_SPEEDS),
  amount: bankTransferAmountSchema,
  memo: memoSchema,
  customFields: z.record(z.string(), z.string()),
});
export type SendTransferForm = z.input<typeof sendTransferInputSchema>;
export type SendTransferInput = z.output<typeof sendTransferInputSchema>;

export type CreateTransferBody = EndpointInput<typeof bankTransferEndpoints.createTransfer>['body'];

/** createTransfer: pays a recipient, once per idempotency key (a retry answers the first result). */
export function createTransfer(body: CreateTransferBody, idempotencyKey: string) {
  return call(bankTransferEndpoints.createTransfer, { body, headers: idempotencyHeaders(idempotencyKey) });
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateTransferBody; idempotencyKey: string }) =>
      createTransfer(body, idempotencyKey),
    onSuccess: () => invalidateTransferReads(queryClient),
  });
}
