import { Button, type ButtonProps, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type LoadMoreButtonProps = { onClick: () => void; loading: boolean; size?: ButtonProps['size'] };

/** "Load more" under a list read a page at a time. */
export function LoadMoreButton({ onClick, loading, size }: LoadMoreButtonProps) {
  const { t } = useTranslation();
  return (
    <Center>
      <Button variant="default" size={size} loading={loading} onClick={onClick}>
        {t('common.loadMore')}
      </Button>
    </Center>
  );
}
