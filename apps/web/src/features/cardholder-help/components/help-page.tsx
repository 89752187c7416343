import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FaqList } from './faq-list.tsx';
import { SupportContact } from './support-contact.tsx';

/** Cardholder spec §2 "FAQ with 9 questions. Support contact section." */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('cardholderHelp.heading')}
        </Title>
        <Text>{t('cardholderHelp.intro')}</Text>
      </Stack>
      <FaqList />
      <SupportContact />
    </Stack>
  );
}
