import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '../../lib/paths.ts';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/** The cardholder entry (/cardholders): changing the language updates the lang query parameter. */
export default function CardholdersRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <RoutePublicPage
      onLanguageChanged={(code) => {
        const next = new URLSearchParams(searchParams);
        next.set('lang', code);
        setSearchParams(next, { replace: true });
      }}
    >
      <Paper withBorder radius="md" p="xl" shadow="xs">
        <Stack>
          <Title order={1} size="h2">
            {t('cardholders.heading')}
          </Title>
          <Text>{t('cardholders.intro')}</Text>
          <Button component={Link} to={pathTo('login')}>
            {t('common.signIn')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('cardholders.newHere')}
          </Text>
        </Stack>
      </Paper>
    </RoutePublicPage>
  );
}
