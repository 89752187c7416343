import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from './translate-api-error.ts';
import { translateValidationMessage } from './translate-validation.ts';

/** Translators for a form field's message (from the domain schemas) and for a failed API call. */
export function useTranslatedErrors() {
  const { t } = useTranslation();
  const fieldError = useCallback((message?: string) => translateValidationMessage(message, t), [t]);
  const apiError = useCallback((error: unknown) => translateApiError(error, t), [t]);
  return { fieldError, apiError };
}
