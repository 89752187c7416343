import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Mantine's PasswordInput with its show/hide toggle labelled in the interface language. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>((props, ref) => {
  const { t } = useTranslation();
  return (
    <PasswordInput
      ref={ref}
      visibilityToggleButtonProps={{ 'aria-label': t('common.togglePasswordVisibility') }}
      {...props}
    />
  );
});
PasswordField.displayName = 'PasswordField';
