import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SandboxErrorKey } from '../model/sandbox-forms.ts';

/** A field message of the sandbox forms (a key under sandbox.errors) in the interface language. */
export function useSandboxErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) =>
      message ? t(`sandbox.errors.${message as SandboxErrorKey}`, { defaultValue: message }) : undefined,
    [t],
  );
}
