import { Badge, Checkbox, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../ui/money-text.tsx';
import type { FilePreview } from '../model/check-file.ts';
import { RowErrors } from './row-errors.tsx';

/** Rows shown at once: a long file is read through "only rows with errors". */
const PREVIEW_ROWS_SHOWN_MAX = 200;

/** One line per row with its errors, as the browser checked them. */
export function PreviewTable({ preview, movesMoney }: { preview: FilePreview; movesMoney: boolean }) {
  const { t } = useTranslation();
  const [onlyErrors, setOnlyErrors] = useState(preview.invalidRowCount > 0);
  const rows = onlyErrors ? preview.rows.filter((row) => row.errors.length > 0) : preview.rows;
  const shown = rows.slice(0, PREVIEW_ROWS_SHOWN_MAX);
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('imports.preview.title')}
      </Title>
      <Group justify="space-between">
        <Text>
          {t('imports.preview.summary', { rows: preview.rows.length, invalid: preview.invalidRowCount })}
          {movesMoney && (
            <>
              {' · '}
              {t('imports.preview.total')} <MoneyText cents={preview.totalCents} fw={600} span />
            </>
          )}
        </Text>
        <Checkbox
          label={t('imports.preview.onlyErrors')}
          checked={onlyErrors}
          onChange={(event) => setOnlyErrors(event.currentTarget.checked)}
        />
      </Group>
      <ScrollArea>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('imports.preview.row')}</Table.Th>
              <Table.Th>{t('imports.preview.status')}</Table.Th>
              <Table.Th>{t('imports.preview.errors')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.rowNumber} data-testid={`preview-row-${row.rowNumber}`}>
                <Table.Td>{row.rowNumber}</Table.Td>
                <Table.Td>
                  <Badge color={row.errors.length > 0 ? 'red' : 'green'} variant="light">
                    {row.errors.length > 0 ? t('imports.preview.invalid') : t('imports.preview.ready')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <RowErrors errors={row.errors} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {rows.length > shown.length && (
        <Text size="sm" c="dimmed">
          {t('imports.preview.more', { shown: shown.length, total: rows.length })}
        </Text>
      )}
    </Stack>
  );
}
