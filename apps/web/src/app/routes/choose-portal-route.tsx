import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PortalChoice } from '../../features/auth/components/portal-choice.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

export default function ChoosePortalRoute() {
  const { t } = useTranslation();
  return (
    <RoutePublicPage>
      <Paper withBorder radius="md" p="xl" shadow="xs">
        <Stack>
          <Title order={1} size="h2">
            {t('titles.choosePortal')}
          </Title>
          <PortalChoice />
        </Stack>
      </Paper>
    </RoutePublicPage>
  );
}
