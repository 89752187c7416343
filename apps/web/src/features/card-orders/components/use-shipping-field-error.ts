import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { translateShippingMessage } from '../lib/shipping-field-error.ts';

/** A field message of the order forms in the chosen language (address messages included). */
export function useShippingFieldError() {
  const { t } = useTranslation();
  const { fieldError } = useTranslatedErrors();
  return useCallback((message?: string) => translateShippingMessage(message, t, fieldError), [t, fieldError]);
}
