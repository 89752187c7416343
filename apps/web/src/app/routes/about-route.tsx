import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths.ts';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

const AUDIENCES = ['organizations', 'cardholders', 'recipients'] as const;
const ORGANIZATION_TASKS = ['cards', 'recipients', 'programs', 'reports', 'settings'] as const;

/**
 * /about (public, no nav bar): what the product does and for whom (business spec §1), and the way
 * in for each audience: the portal, the cardholder portal, or opening an account (onboarding).
 */
export default function AboutRoute() {
  const { t } = useTranslation();
  return (
    <RoutePublicPage size="md">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('about.heading')}</Title>
          <Text size="lg" c="dimmed">
            {t('about.intro')}
          </Text>
        </Stack>
        {AUDIENCES.map((audience) => (
          <Paper key={audience} withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t(`about.${audience}.title`)}
              </Title>
              <Text>{t(`about.${audience}.text`)}</Text>
              {audience === 'organizations' && (
                <List spacing={4}>
                  {ORGANIZATION_TASKS.map((task) => (
                    <List.Item key={task}>{t(`about.organizations.tasks.${task}`)}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Paper>
        ))}
        <Text>{t('about.onboarding')}</Text>
        <Group gap="sm">
          <Button component={Link} to={pathTo('createProfile')} size="md">
            {t('about.openAccount')}
          </Button>
          <Button component={Link} to={pathTo('login')} size="md" variant="default">
            {t('landing.adminAction')}
          </Button>
          <Button component={Link} to={pathTo('cardholders')} size="md" variant="default">
            {t('landing.cardholderAction')}
          </Button>
        </Group>
        <Anchor component={Link} to={pathTo('landing')}>
          {t('about.home')}
        </Anchor>
      </Stack>
    </RoutePublicPage>
  );
}
