import { applicationStatusRoute } from '@causeway/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useBeneficialOwners } from '../../features/onboarding/api/onboarding-calls.ts';
import { OnboardingPage } from '../../features/onboarding/components/onboarding-page.tsx';
import { OwnerInvitationList } from '../../features/onboarding/components/owner-invitation-list.tsx';
import { pathTo } from '../../lib/paths.ts';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/**
 * /{businessId}/beneficialOwnerStatus: who has answered; the application waits for all of them.
 * Once it moves on (the last owner answered, or the last one waiting was withdrawn) the person
 * follows its status (business spec §2.6).
 */
export default function OnboardingBeneficialOwnerStatusRoute() {
  const { t } = useTranslation();
  const { businessId = '' } = useParams();
  const owners = useBeneficialOwners(businessId);
  return (
    <RoutePublicPage size="sm">
      <OnboardingPage
        businessId={businessId}
        heading={t('onboarding.owners.heading')}
        intro={t('onboarding.owners.intro')}
      >
        {(application) => {
          if (application.status !== 'waiting_for_beneficial_owners') {
            const next = applicationStatusRoute(application.status, 'normal');
            if (next === 'submitConfirmation') return <Navigate to={pathTo(next, { businessId })} replace />;
          }
          return <OwnerInvitationList businessId={businessId} owners={owners.data?.beneficialOwners ?? []} />;
        }}
      </OnboardingPage>
    </RoutePublicPage>
  );
}
