import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getWebhooksAccessLink } from '../../features/webhooks/api/webhooks-api.ts';
import { showErrorToast } from '../../lib/toast.ts';

/**
 * Webhooks (business spec §7): opens the `url` of GET /businesses/{id}/webhooks/accessLink in a new
 * tab. The tab is opened at the click (a browser blocks one opened after an await) and sent to the
 * link once it arrives; when the call fails it closes and the spec's toast shows for 2 s.
 */
export function useOpenWebhooks(businessId: string) {
  const { t } = useTranslation();
  return useCallback(async () => {
    const tab = window.open('', '_blank');
    try {
      const { url } = await getWebhooksAccessLink(businessId);
      if (!tab) {
        window.location.assign(url);
        return;
      }
      tab.opener = null;
      tab.location.href = url;
    } catch {
      tab?.close();
      showErrorToast(t('errors.webhooksNotEnabled'), 'webhooks');
    }
  }, [businessId, t]);
}
