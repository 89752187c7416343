import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths.ts';
import { MessagePanel } from '../../ui/message-panel.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';
import { useSignOut } from '../layout/use-sign-out.ts';

/** Cardholder spec §2: an account with neither businesses nor cards. */
export default function NoAccessRoute() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <RoutePublicPage size="sm">
      <MessagePanel
        heading={t('noAccess.heading')}
        actions={
          <Group>
            <Button component={Link} to={pathTo('cardholders')}>
              {t('noAccess.registerCard')}
            </Button>
            <Button variant="default" onClick={() => void signOut()}>
              {t('common.signOut')}
            </Button>
          </Group>
        }
      >
        {t('noAccess.text')}
      </MessagePanel>
    </RoutePublicPage>
  );
}
