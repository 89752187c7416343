import { useTranslation } from 'react-i18next';
import { SignInPageContent } from '../../features/auth/components/sign-in-page-content.tsx';
import { PARTNER } from '../../lib/partner.ts';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/** The co-branded sign-in (/{product}), where the partner hostnames' root path leads. */
export default function PartnerLoginRoute() {
  const { t } = useTranslation();
  return (
    <RoutePublicPage brandName={PARTNER.name}>
      <SignInPageContent heading={t('login.partnerHeading', { name: PARTNER.name })} />
    </RoutePublicPage>
  );
}
