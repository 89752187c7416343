import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';

/** What an activity list shows before its first page: a loader, or the translated error. */
export function ListStatus({ query }: { query: { isError: boolean; error: unknown } }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {apiError(query.error)}
      </Alert>
    );
  }
  return (
    <Center py="lg">
      <Loader role="status" size="sm" aria-label={t('common.loading')} />
    </Center>
  );
}
