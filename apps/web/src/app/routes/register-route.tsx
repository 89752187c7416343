import { Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useInvitation } from '../../features/auth/api/get-invitation.ts';
import { CreateAccountForm } from '../../features/auth/components/create-account-form.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { PARTNER } from '../../lib/partner.ts';
import { pathTo } from '../../lib/paths.ts';
import { ErrorView } from '../../ui/error-view.tsx';
import { MessagePanel } from '../../ui/message-panel.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';
import { useCurrentRouteDefinition } from '../route-handle.ts';

/**
 * Account creation from the emailed link: /register/member, /register/cardholder, /register and
 * the partner register paths, each with ?token=…; an invalid or expired link is an error page.
 */
export default function RegisterRoute() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useInvitation(token);
  const routeName = useCurrentRouteDefinition()?.name ?? '';
  const brandName = routeName.startsWith('partner') ? PARTNER.name : undefined;

  const invalidLink = !token || isApiError(invitation.error, 410) || isApiError(invitation.error, 404);
  let content: ReactNode;
  if (invalidLink) {
    content = (
      <MessagePanel
        heading={t('register.invalidLinkHeading')}
        actions={
          <Anchor component={Link} to={pathTo('login')} size="sm">
            {t('common.backToLogin')}
          </Anchor>
        }
      >
        {t('errors.invalidOrExpiredLink')}
      </MessagePanel>
    );
  } else if (invitation.isError) {
    content = <ErrorView error={invitation.error} />;
  } else if (!invitation.data) {
    content = (
      <Center>
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else {
    const { kind, businessName } = invitation.data;
    content = (
      <Paper withBorder radius="md" p="xl" shadow="xs">
        <Stack>
          <Title order={1} size="h2">
            {t('register.heading')}
          </Title>
          <Text c="dimmed">
            {kind === 'member'
              ? t('register.memberIntro', { businessName })
              : t('register.cardholderIntro', { businessName })}
          </Text>
          <CreateAccountForm token={token} invitation={invitation.data} />
        </Stack>
      </Paper>
    );
  }
  return (
    <RoutePublicPage size="sm" brandName={brandName}>
      {content}
    </RoutePublicPage>
  );
}
