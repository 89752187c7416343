import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { pathTo } from '../../lib/paths.ts';
import { MessagePanel } from '../../ui/message-panel.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/** The page the emailed reset link opens (/reset-password?token=…). */
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const backToLogin = (
    <Anchor component={Link} to={pathTo('login')} size="sm">
      {t('common.backToLogin')}
    </Anchor>
  );
  return (
    <RoutePublicPage>
      {token ? (
        <Paper withBorder radius="md" p="xl" shadow="xs">
          <Stack>
            <Title order={1} size="h2">
              {t('resetPassword.heading')}
            </Title>
            <ResetPasswordForm
              token={token}
              onDone={() =>
                void navigate(pathTo('login'), { replace: true, state: { passwordChanged: true } })
              }
            />
            {backToLogin}
          </Stack>
        </Paper>
      ) : (
        <MessagePanel heading={t('resetPassword.heading')} actions={backToLogin}>
          {t('resetPassword.invalidLink')}
        </MessagePanel>
      )}
    </RoutePublicPage>
  );
}
