import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { BeneficialOwnerForm } from '../../features/onboarding/components/beneficial-owner-form.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/** /{businessId}/beneficialOwnerForm/{beneficialOwnerId}/info?token=…: an owner answers, no account needed. */
export default function OnboardingBeneficialOwnerInfoRoute() {
  const { t } = useTranslation();
  const { businessId = '', beneficialOwnerId = '' } = useParams();
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <RoutePublicPage size="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack>
          <Title order={1} size="h2">
            {t('onboarding.ownerForm.heading')}
          </Title>
          <Text c="dimmed">{t('onboarding.ownerForm.intro')}</Text>
          <BeneficialOwnerForm businessId={businessId} ownerId={beneficialOwnerId} token={token} />
        </Stack>
      </Paper>
    </RoutePublicPage>
  );
}
