import type { ImportRowError } from '@causeway/domain';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../i18n/translate-validation.ts';

/** A row's errors in the person's language, each with its column. */
export function RowErrors({ errors }: { errors: readonly ImportRowError[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return <Text size="sm">{t('imports.preview.ok')}</Text>;
  return (
    <List size="sm" c="red.9">
      {errors.map((error) => (
        <List.Item key={`${error.column}-${error.code}`}>
          <span dir="ltr">{error.column}</span>: {translateValidation(error.code, error.params, t)}
        </List.Item>
      ))}
    </List>
  );
}
