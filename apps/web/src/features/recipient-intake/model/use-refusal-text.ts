import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { isOwnSendRefusal } from './intake-view.ts';

/**
 * The text of a refused email or code step in the recipient's words: a bad link is the intake's
 * own message (the shared one speaks of account creation), a code that could not be sent is the
 * spec's "Error sending the verification code", anything else the API's code translated.
 */
function useRefusalText(isSend: boolean) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.code === 'invalidOrExpiredLink')
        return t('recipientIntake.email.invalidLink');
      if (isSend && !isOwnSendRefusal(error)) return t('errors.otpSendFailed');
      return apiError(error);
    },
    [t, apiError, isSend],
  );
}

export const useSendRefusalText = () => useRefusalText(true);
export const useSessionRefusalText = () => useRefusalText(false);
