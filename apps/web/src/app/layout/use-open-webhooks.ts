import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getWebhookAccessLink } from '../../features/webhooks/api/get-webhook-access-link.ts';
import { showErrorToast } from '../../lib/toast.ts';

/**
 * Webhooks opens the URL of the access-link call in a new tab; on any failure the spec's toast
 * shows for 2 s. The tab is opened at the click, so pop-up blockers allow it, and closed again
 * when the call fails.
 */
export function useOpenWebhooks(businessId: string) {
  const { t } = useTranslation();
  return useCallback(async () => {
    const tab = window.open('', '_blank');
    try {
      const { url } = await getWebhookAccessLink(businessId);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
    } catch {
      tab?.close();
      showErrorToast(t('errors.webhooksNotEnabled'), 'webhooks');
    }
  }, [businessId, t]);
}
