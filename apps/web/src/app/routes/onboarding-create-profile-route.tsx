import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordRequirements } from '../../features/auth/components/password-requirements.tsx';
import { useFinishSignIn } from '../../features/auth/hooks/use-finish-sign-in.ts';
import { CreateProfileForm } from '../../features/onboarding/components/create-profile-form.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/** /onboard (createProfile): an organisation starts its application. */
export default function OnboardingCreateProfileRoute() {
  const { t } = useTranslation();
  const finishSignIn = useFinishSignIn();
  return (
    <RoutePublicPage size="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack>
          <Title order={1} size="h2">
            {t('onboarding.profile.heading')}
          </Title>
          <Text c="dimmed">{t('onboarding.profile.intro')}</Text>
          <CreateProfileForm
            onCreated={finishSignIn}
            passwordRequirements={(password) => <PasswordRequirements password={password} />}
          />
        </Stack>
      </Paper>
    </RoutePublicPage>
  );
}
