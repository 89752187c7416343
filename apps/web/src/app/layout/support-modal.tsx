import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Support: contact your contact at the provider or the support e-mail (the address is not shown). */
export function SupportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('support.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text>{t('support.text')}</Text>
        <Text size="sm" c="dimmed">
          {t('support.hours')}
        </Text>
      </Stack>
    </Modal>
  );
}
