import type { ImportKind } from '@causeway/domain';
import { Anchor, Badge, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { downloadImportResult } from '../api/download-result.ts';
import { useImports } from '../api/get-imports.ts';

/** Earlier imports of this kind: who, when, the file, the rows and the result. */
export function ImportHistory({ businessId, kind }: { businessId: string; kind: ImportKind }) {
  const { t } = useTranslation();
  const imports = useImports(businessId, kind);
  const rows = imports.data?.imports ?? [];
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('imports.history.title')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('imports.history.empty')}</Text>
      ) : (
        <ScrollArea>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('imports.history.file')}</Table.Th>
                <Table.Th>{t('imports.history.by')}</Table.Th>
                <Table.Th>{t('imports.history.when')}</Table.Th>
                <Table.Th>{t('imports.history.rows')}</Table.Th>
                <Table.Th>{t('imports.history.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((record) => (
                <Table.Tr key={record.id}>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => void downloadImportResult(businessId, record.id, record.fileName)}
                    >
                      {record.fileName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{record.createdBy.name}</Table.Td>
                  <Table.Td>{formatDateTime(record.createdAt)}</Table.Td>
                  <Table.Td>{record.rowCount}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`imports.status.${record.status}`)}</Badge>{' '}
                    {record.status === 'completed' &&
                      t('imports.summary.counts', {
                        succeeded: record.succeededCount,
                        failed: record.failedCount,
                      })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
