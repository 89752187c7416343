import { Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCardholderPathTo } from '../../lib/cardholder-paths.ts';
import { pathTo } from '../../lib/paths.ts';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/**
 * The cardholder entry (/cardholders, nav bar hidden): sign in, how to create an account, the
 * first PIN without signing in, and help. Changing the language updates the lang query parameter
 * (cardholder spec §2); on the partner paths the partner login page is the landing instead.
 */
export default function CardholdersRoute() {
  const { t } = useTranslation();
  const cardholderPath = useCardholderPathTo();
  return (
    <RoutePublicPage languageInAddress>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Stack>
            <Title order={1} size="h2">
              {t('cardholders.heading')}
            </Title>
            <Text>{t('cardholders.intro')}</Text>
            <Button component={Link} to={pathTo('login')} size="md">
              {t('common.signIn')}
            </Button>
            <Text size="sm" c="gray.7">
              {t('cardholders.newHere')}
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('cardholderHelp.landing.newCardHeading')}
              </Title>
              <Text size="sm">{t('cardholderHelp.landing.newCardText')}</Text>
              <Button
                component={Link}
                to={cardholderPath('cardholderFirstPin')}
                variant="light"
                size="md"
                leftSection={<IconKey size={18} aria-hidden="true" />}
              >
                {t('titles.cardholderFirstPin')}
              </Button>
            </Stack>
            <Divider />
            <Group gap="xs" wrap="nowrap" mih={44}>
              <IconHelpCircle size={20} aria-hidden="true" />
              <Anchor component={Link} to={cardholderPath('cardholderHelp')} fw={600}>
                {t('cardholderHelp.landing.helpLink')}
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </RoutePublicPage>
  );
}
