import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { pathTo } from '../../lib/paths.ts';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <RoutePublicPage>
      <Paper withBorder radius="md" p="xl" shadow="xs">
        <Stack>
          <Title order={1} size="h2">
            {t('forgotPassword.heading')}
          </Title>
          <ForgotPasswordForm />
          <Anchor component={Link} to={pathTo('login')} size="sm">
            {t('common.backToLogin')}
          </Anchor>
        </Stack>
      </Paper>
    </RoutePublicPage>
  );
}
