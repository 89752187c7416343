import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first route's code or data loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
