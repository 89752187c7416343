import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths.ts';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

function Tile(props: { icon: ReactNode; title: string; text: string; action: string; to: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs" component="section">
      <Stack h="100%" justify="space-between" gap="lg">
        <Stack gap="sm">
          <ThemeIcon size={48} radius="md" variant="light">
            {props.icon}
          </ThemeIcon>
          <Title order={2} size="h3">
            {props.title}
          </Title>
          <Text c="dimmed">{props.text}</Text>
        </Stack>
        <Button component={Link} to={props.to} size="md" fullWidth>
          {props.action}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The landing page: one tile for cardholders, one for administrators, and the language selector. */
export default function LandingRoute() {
  const { t } = useTranslation();
  return (
    <RoutePublicPage size="md">
      <Stack gap="xl">
        <Stack gap="xs" ta="center">
          <Title order={1}>{t('landing.heading')}</Title>
          <Text size="lg" c="dimmed">
            {t('landing.intro')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Tile
            icon={<IconCreditCard size={28} aria-hidden />}
            title={t('landing.cardholderTitle')}
            text={t('landing.cardholderText')}
            action={t('landing.cardholderAction')}
            to={pathTo('cardholders')}
          />
          <Tile
            icon={<IconBuildingBank size={28} aria-hidden />}
            title={t('landing.adminTitle')}
            text={t('landing.adminText')}
            action={t('landing.adminAction')}
            to={pathTo('login')}
          />
        </SimpleGrid>
      </Stack>
    </RoutePublicPage>
  );
}
