import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BusinessInfoForm } from '../../features/onboarding/components/business-info-form.tsx';
import { OnboardingPage } from '../../features/onboarding/components/onboarding-page.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/** /{businessId}/businessInfo: the business step of the application. */
export default function OnboardingBusinessInfoRoute() {
  const { t } = useTranslation();
  const { businessId = '' } = useParams();
  return (
    <RoutePublicPage size="sm">
      <OnboardingPage
        businessId={businessId}
        heading={t('onboarding.business.heading')}
        intro={t('onboarding.business.intro')}
      >
        {(application) => <BusinessInfoForm application={application} />}
      </OnboardingPage>
    </RoutePublicPage>
  );
}
