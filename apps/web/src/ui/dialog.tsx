import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Every dialog of the portal: centred, its close button named in the reader's language. */
export function Dialog(props: ModalProps) {
  const { t } = useTranslation();
  return <Modal centered closeButtonProps={{ 'aria-label': t('common.close') }} {...props} />;
}
