import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@causeway/domain';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumber, phoneHref } from '../logic/support-contact.ts';

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" mih={44}>
      <ThemeIcon variant="light" size={36} radius="xl" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" c="gray.7">
          {label}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

/**
 * The support contact section (cardholder spec §1, §2, §9): hours 9:00–18:00 Eastern time, Monday
 * to Friday, affected by holidays; the support phone and email, each a link a phone can open.
 */
export function SupportContact({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="support-heading"
    >
      <Stack gap="md">
        <Title order={headingOrder} size="h3" id="support-heading">
          {t('cardholderHelp.support.heading')}
        </Title>
        <Text>{t('cardholderHelp.support.intro')}</Text>
        <ContactRow icon={<IconPhone size={20} />} label={t('cardholderHelp.support.phone')}>
          <Anchor href={phoneHref(SUPPORT_PHONE)} fw={600} dir="ltr" style={{ textAlign: 'start' }}>
            {formatPhoneNumber(SUPPORT_PHONE)}
          </Anchor>
        </ContactRow>
        <ContactRow icon={<IconMail size={20} />} label={t('cardholderHelp.support.email')}>
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={600} dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {SUPPORT_EMAIL}
          </Anchor>
        </ContactRow>
        <ContactRow icon={<IconClock size={20} />} label={t('cardholderHelp.support.hoursLabel')}>
          <Text>{t('cardholderHelp.support.hours')}</Text>
        </ContactRow>
        <Text size="sm" c="gray.7">
          {t('cardholderHelp.support.organizationFirst')}
        </Text>
      </Stack>
    </Paper>
  );
}
