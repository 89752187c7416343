import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../lib/toast.ts';

/**
 * Webhooks: the API has no webhooks endpoint yet (business spec §7's GET
 * /businesses/{id}/webhooks/accessLink), so no business has them enabled and the spec's toast
 * shows for 2 s, as it does on any failure of that call.
 */
export function useOpenWebhooks(_businessId: string) {
  const { t } = useTranslation();
  return useCallback(() => {
    showErrorToast(t('errors.webhooksNotEnabled'), 'webhooks');
  }, [t]);
}
