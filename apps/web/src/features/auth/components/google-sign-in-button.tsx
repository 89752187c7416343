import { Button } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Google sign-in is a full-page redirect through the API; Google comes back to
 * /login?ticket=…&returnTo=… (or ?error=…), which the login page completes.
 */
export function GoogleSignInButton({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const href = `/api/auth/google/start?${new URLSearchParams({ returnTo })}`;
  return (
    <Button
      component="a"
      href={href}
      variant="default"
      leftSection={<IconBrandGoogle size={18} aria-hidden />}
    >
      {t('login.google')}
    </Button>
  );
}
