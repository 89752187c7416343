import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SignInPageContent } from '../../features/auth/components/sign-in-page-content.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/** /login for both audiences. */
export default function LoginRoute() {
  const { t } = useTranslation();
  const state = useLocation().state as { passwordChanged?: boolean } | null;
  return (
    <RoutePublicPage>
      <SignInPageContent heading={t('login.heading')} passwordChanged={state?.passwordChanged} />
    </RoutePublicPage>
  );
}
