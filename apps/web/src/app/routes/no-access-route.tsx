import { Button, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useReviewQueue } from '../../features/platform-review/api/review-queue.ts';
import { useCardholderPathTo } from '../../lib/cardholder-paths.ts';
import { pathTo } from '../../lib/paths.ts';
import { MessagePanel } from '../../ui/message-panel.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';
import { useSignOut } from '../layout/use-sign-out.ts';

/**
 * Cardholder spec §2: an account with neither businesses nor cards. It says to register a card or
 * ask a teammate or support for access, and registering a card is linking one (signed in).
 * A platform reviewer holds no business role either: their queue answers them, so they go there.
 */
export default function NoAccessRoute() {
  const { t } = useTranslation();
  const cardholderPath = useCardholderPathTo();
  const signOut = useSignOut();
  const reviewQueue = useReviewQueue('application_submitted');
  if (reviewQueue.isSuccess) return <Navigate to={pathTo('reviewQueue')} replace />;
  if (reviewQueue.isPending)
    return (
      <Center mih="50vh">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  return (
    <RoutePublicPage size="sm">
      <MessagePanel
        heading={t('noAccess.heading')}
        actions={
          <Stack gap="sm">
            <Button component={Link} to={cardholderPath('cardholderLinkCard')} size="md">
              {t('noAccess.registerCard')}
            </Button>
            <Button component={Link} to={cardholderPath('cardholderHelp')} variant="default" size="md">
              {t('cardholderShell.help')}
            </Button>
            <Button variant="subtle" size="md" onClick={() => void signOut()}>
              {t('common.signOut')}
            </Button>
          </Stack>
        }
      >
        {t('noAccess.text')}
      </MessagePanel>
    </RoutePublicPage>
  );
}
