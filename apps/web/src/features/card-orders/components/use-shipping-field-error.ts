import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';

/** A field message of the order forms in the chosen language: the address messages are validation codes like any other. */
export function useShippingFieldError() {
  return useTranslatedErrors().fieldError;
}
