import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuthorizedPersonForm } from '../../features/onboarding/components/authorized-person-form.tsx';
import { OnboardingPage } from '../../features/onboarding/components/onboarding-page.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/** /{businessId}/authorizedPerson/info: the authorized person fills in themself. */
export default function OnboardingAuthorizedPersonInfoRoute() {
  const { t } = useTranslation();
  const { businessId = '' } = useParams();
  return (
    <RoutePublicPage size="sm">
      <OnboardingPage
        businessId={businessId}
        heading={t('onboarding.person.heading')}
        intro={t('onboarding.person.intro')}
      >
        {() => <AuthorizedPersonForm businessId={businessId} />}
      </OnboardingPage>
    </RoutePublicPage>
  );
}
