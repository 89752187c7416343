import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReviewQueue } from '../../features/platform-review/components/review-queue.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';
import { useSignOut } from '../layout/use-sign-out.ts';

/**
 * /platform/applications: the platform reviewer's queue of applications (issue 13). A reviewer
 * holds no business role, so the page stands outside the business portal's navigation.
 */
export default function ReviewQueueRoute() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <RoutePublicPage size="md">
      <ReviewQueue
        actions={
          <Button variant="subtle" w="fit-content" onClick={() => void signOut()}>
            {t('common.signOut')}
          </Button>
        }
      />
    </RoutePublicPage>
  );
}
