import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog.tsx';

/** Support: contact your contact at the provider or the support e-mail (the address is not shown). */
export function SupportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('support.title')}>
      <Stack gap="sm">
        <Text>{t('support.text')}</Text>
        <Text size="sm" c="dimmed">
          {t('support.hours')}
        </Text>
      </Stack>
    </Dialog>
  );
}
