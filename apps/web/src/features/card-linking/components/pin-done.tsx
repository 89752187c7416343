import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type DoneAction = { label: string; to: string };

/**
 * The success page of a PIN (cardholder spec §2 "a success page showing the new PIN") that is also
 * the Done page: continue (to the card, or to sign in) or go home.
 */
export function PinDone({
  pin,
  headingOrder = 1,
  primary,
  secondary,
}: {
  pin: string;
  headingOrder?: 1 | 2;
  primary: DoneAction;
  secondary: DoneAction;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="stretch">
        <ThemeIcon color="teal" variant="light" size={48} radius="xl" aria-hidden="true">
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title order={headingOrder} size="h2">
          {t('cardLinking.done.heading')}
        </Title>
        <div role="status">
          <Text size="sm" c="gray.7">
            {t('cardLinking.done.newPin')}
          </Text>
          <Text
            component="p"
            dir="ltr"
            ff="monospace"
            fz={40}
            fw={700}
            m={0}
            style={{ letterSpacing: '0.4em', textAlign: 'start' }}
          >
            {pin}
          </Text>
        </div>
        <Text>{t('cardLinking.done.keepSecret')}</Text>
        <Stack gap="sm">
          <Button component={Link} to={primary.to} size="md">
            {primary.label}
          </Button>
          <Button component={Link} to={secondary.to} size="md" variant="default">
            {secondary.label}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
