import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useBeneficialOwners } from '../../features/onboarding/api/onboarding-calls.ts';
import { OnboardingPage } from '../../features/onboarding/components/onboarding-page.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/** /{businessId}/beneficialOwnerStatus: who has answered; the application waits for all of them. */
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
        {() => (
          <Stack gap="xs">
            {owners.data?.beneficialOwners.map((owner) => (
              <Group key={owner.id} justify="space-between" wrap="nowrap">
                <Text>
                  {owner.firstName} {owner.lastName} <bdi dir="ltr">({owner.email})</bdi>
                </Text>
                <Text fw={600}>{t(`onboarding.owners.status.${owner.status}`)}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </OnboardingPage>
    </RoutePublicPage>
  );
}
