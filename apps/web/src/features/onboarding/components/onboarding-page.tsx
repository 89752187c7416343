import type { Application } from '@causeway/contracts';
import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '../../../ui/error-view.tsx';
import { useApplication } from '../api/onboarding-calls.ts';

/** Every onboarding step's card: the application loaded, a heading and its intro (the route frames it). */
export function OnboardingPage({
  businessId,
  heading,
  intro,
  children,
}: {
  businessId: string;
  heading: string;
  intro?: string;
  children: (application: Application) => ReactNode;
}) {
  const { t } = useTranslation();
  const application = useApplication(businessId);
  if (application.isError) return <ErrorView error={application.error} />;
  if (!application.data)
    return (
      <Center>
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Stack>
        <Title order={1} size="h2">
          {heading}
        </Title>
        {intro && <Text c="dimmed">{intro}</Text>}
        {children(application.data.application)}
      </Stack>
    </Paper>
  );
}
