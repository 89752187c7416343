import { apiRequest } from '../../../lib/api/api-client.ts';

/** Business spec §7: GET /businesses/{id}/webhooks/accessLink answers the URL to open in a new tab. */
export function getWebhookAccessLink(businessId: string): Promise<{ url: string }> {
  return apiRequest<{ url: string }>(`/businesses/${businessId}/webhooks/accessLink`);
}
