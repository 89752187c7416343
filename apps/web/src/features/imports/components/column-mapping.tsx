import { IMPORT_COLUMNS, type ImportKind } from '@causeway/domain';
import { Button, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  kind: ImportKind;
  headers: string[];
  mapping: Record<string, string>;
  onChange: (mapping: Record<string, string>) => void;
  onCheck: () => void;
  checking: boolean;
};

/** Each template column takes one of the file's headers; the template's own headers come matched. */
export function ColumnMapping({ kind, headers, mapping, onChange, onCheck, checking }: Props) {
  const { t } = useTranslation();
  const missing = IMPORT_COLUMNS[kind].some((column) => column.required && !mapping[column.name]);
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('imports.mapping.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('imports.mapping.help')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {IMPORT_COLUMNS[kind].map((column) => (
          <Select
            key={column.name}
            label={<span dir="ltr">{column.name}</span>}
            description={column.required ? t('imports.mapping.required') : undefined}
            withAsterisk={column.required}
            placeholder={t('imports.mapping.none')}
            data={headers.filter((header) => header !== '')}
            value={mapping[column.name] ?? null}
            clearable
            onChange={(value) => {
              const next = { ...mapping };
              if (value) next[column.name] = value;
              else delete next[column.name];
              onChange(next);
            }}
          />
        ))}
      </SimpleGrid>
      <Button onClick={onCheck} loading={checking} disabled={missing} style={{ alignSelf: 'flex-start' }}>
        {t('imports.mapping.check')}
      </Button>
    </Stack>
  );
}
