import {
  type EndpointInput,
  type EndpointResponse,
  webhookApiEndpoints,
  webhookSandboxEndpoints,
} from '@causeway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type WebhookEndpointView = EndpointResponse<
  typeof webhookApiEndpoints.listEndpoints
>['endpoints'][number];
export type WebhookAttemptView = EndpointResponse<
  typeof webhookApiEndpoints.listAttempts
>['attempts'][number];
export type CreateWebhookEndpointInput = EndpointInput<typeof webhookApiEndpoints.createEndpoint>['body'];
export type UpdateWebhookEndpointInput = EndpointInput<typeof webhookApiEndpoints.updateEndpoint>['body'];

const ATTEMPTS_SHOWN = 50;
/** The log refreshes while a page is open: retries land on their own schedule. */
const LOG_REFRESH_MS = 3_000;

export const useWebhookEventTypes = () =>
  useQuery({
    queryKey: endpointKey(webhookApiEndpoints.eventTypes),
    queryFn: () => call(webhookApiEndpoints.eventTypes, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useWebhookEndpoints = (businessId: string) =>
  useQuery({
    queryKey: endpointKey(webhookApiEndpoints.listEndpoints, { id: businessId }),
    queryFn: () => call(webhookApiEndpoints.listEndpoints, { params: { id: businessId } }),
  });

export const useWebhookAttempts = (businessId: string, endpointId: string) =>
  useQuery({
    queryKey: endpointKey(webhookApiEndpoints.listAttempts, { id: businessId, endpointId }),
    queryFn: () =>
      call(webhookApiEndpoints.listAttempts, {
        params: { id: businessId, endpointId },
        query: { limit: ATTEMPTS_SHOWN },
      }),
    refetchInterval: LOG_REFRESH_MS,
  });

/** Every change to an endpoint refreshes the business's list and that endpoint's log. */
function useInvalidateWebhooks(businessId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: endpointKey(webhookApiEndpoints.listEndpoints, { id: businessId }),
      }),
      queryClient.invalidateQueries({
        queryKey: endpointKey(webhookApiEndpoints.listAttempts, { id: businessId }),
      }),
    ]);
}

export function useCreateWebhookEndpoint(businessId: string) {
  const invalidate = useInvalidateWebhooks(businessId);
  return useMutation({
    mutationFn: (body: CreateWebhookEndpointInput) =>
      call(webhookApiEndpoints.createEndpoint, { params: { id: businessId }, body }),
    onSuccess: invalidate,
  });
}

export function useUpdateWebhookEndpoint(businessId: string, endpointId: string) {
  const invalidate = useInvalidateWebhooks(businessId);
  return useMutation({
    mutationFn: (body: UpdateWebhookEndpointInput) =>
      call(webhookApiEndpoints.updateEndpoint, { params: { id: businessId, endpointId }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteWebhookEndpoint(businessId: string, endpointId: string) {
  const invalidate = useInvalidateWebhooks(businessId);
  return useMutation({
    mutationFn: () => call(webhookApiEndpoints.deleteEndpoint, { params: { id: businessId, endpointId } }),
    onSuccess: invalidate,
  });
}

/** The secret is fetched only when asked for, and never cached. */
export function useRevealWebhookSecret(businessId: string, endpointId: string) {
  return useMutation({
    mutationFn: () => call(webhookApiEndpoints.revealSecret, { params: { id: businessId, endpointId } }),
  });
}

export function useRotateWebhookSecret(businessId: string, endpointId: string) {
  return useMutation({
    mutationFn: () => call(webhookApiEndpoints.rotateSecret, { params: { id: businessId, endpointId } }),
  });
}

export function useResendWebhookDelivery(businessId: string, endpointId: string) {
  const invalidate = useInvalidateWebhooks(businessId);
  return useMutation({
    mutationFn: (deliveryId: string) =>
      call(webhookApiEndpoints.resendDelivery, { params: { id: businessId, endpointId, deliveryId } }),
    onSuccess: invalidate,
  });
}

/** The business a portal link opens (the link's token, checked by the API for the signed-in person). */
export const usePortalLink = (token: string) =>
  useQuery({
    queryKey: endpointKey(webhookApiEndpoints.openPortalLink, { token }),
    queryFn: () => call(webhookApiEndpoints.openPortalLink, { params: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /businesses/{id}/webhooks/accessLink: the portal page's signed URL (business spec §7). */
export const getWebhooksAccessLink = (businessId: string) =>
  call(webhookApiEndpoints.accessLink, { params: { id: businessId } });

/** Sandbox only: a built-in receiver for the business, its URL ready to register. */
export function useCreateSandboxReceiver() {
  return useMutation({
    mutationFn: (businessId: string) =>
      call(webhookSandboxEndpoints.createReceiver, { body: { businessId } }),
  });
}
