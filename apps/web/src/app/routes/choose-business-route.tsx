import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BusinessChoice } from '../../features/auth/components/business-choice.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

export default function ChooseBusinessRoute() {
  const { t } = useTranslation();
  return (
    <RoutePublicPage>
      <Paper withBorder radius="md" p="xl" shadow="xs">
        <Stack>
          <Title order={1} size="h2">
            {t('chooseBusiness.heading')}
          </Title>
          <BusinessChoice />
        </Stack>
      </Paper>
    </RoutePublicPage>
  );
}
