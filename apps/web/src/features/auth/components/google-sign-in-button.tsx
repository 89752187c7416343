import { identityEndpoints } from '@causeway/contracts';
import { Button } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { API_BASE_PATH } from '../../../lib/api/http.ts';

/**
 * Google sign-in is a full-page redirect through the API; Google comes back to
 * /login?ticket=…&returnTo=… (or ?error=…), which the login page completes.
 */
export function GoogleSignInButton({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const href = `${API_BASE_PATH}${identityEndpoints.googleStart.path}?${new URLSearchParams({ returnTo })}`;
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
