import { CARDS_PER_ISSUE_MAX, cardEndpoints, type EndpointInput } from '@causeway/contracts';
import { languageCodeSchema } from '@causeway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../../lib/api/call.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency-key.ts';
import { invalidateCardReads } from '../../../lib/money-query-keys.ts';
import { personFormSchema } from '../../../lib/person-form.ts';

/**
 * The issue form: one or more cardholders, checked with the domain's name, email and phone rules,
 * each with the language their card emails are written in.
 */
export const issueVirtualCardsInputSchema = z.object({
  cardholders: z
    .array(personFormSchema.extend({ language: languageCodeSchema }))
    .min(1)
    .max(CARDS_PER_ISSUE_MAX),
});
export type IssueVirtualCardsForm = z.input<typeof issueVirtualCardsInputSchema>;
export type IssueVirtualCardsInput = z.output<typeof issueVirtualCardsInputSchema>;

type IssueVirtualCardsBody = EndpointInput<typeof cardEndpoints.issueVirtual>['body'];

/** orderCard: issues one virtual card per cardholder in a business, once per idempotency key. */
export function issueVirtualCards(businessId: string, body: IssueVirtualCardsBody, idempotencyKey: string) {
  return call(cardEndpoints.issueVirtual, {
    params: { id: businessId },
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function useIssueVirtualCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      businessId,
      body,
      idempotencyKey,
    }: {
      businessId: string;
      body: IssueVirtualCardsBody;
      idempotencyKey: string;
    }) => issueVirtualCards(businessId, body, idempotencyKey),
    onSuccess: () => invalidateCardReads(queryClient),
  });
}
