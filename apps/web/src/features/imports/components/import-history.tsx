import type { ImportKind } from '@causeway/domain';
import { Anchor, Badge, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { DataTable } from '../../../ui/data-table.tsx';
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
        <DataTable
          rows={rows}
          rowKey={(record) => record.id}
          label={t('imports.history.title')}
          withTableBorder
          columns={[
            {
              key: 'file',
              header: t('imports.history.file'),
              stacked: 'title',
              cell: (record) => (
                <Anchor
                  component="button"
                  type="button"
                  style={{ overflowWrap: 'anywhere', textAlign: 'start' }}
                  onClick={() => void downloadImportResult(businessId, record.id, record.fileName)}
                >
                  {record.fileName}
                </Anchor>
              ),
            },
            {
              key: 'by',
              header: t('imports.history.by'),
              stacked: 'detail',
              cell: (record) => record.createdBy.name,
            },
            {
              key: 'when',
              header: t('imports.history.when'),
              stacked: 'detail',
              cell: (record) => formatDateTime(record.createdAt),
            },
            {
              key: 'rows',
              header: t('imports.history.rows'),
              stacked: 'detail',
              cell: (record) => record.rowCount,
            },
            {
              key: 'result',
              header: t('imports.history.result'),
              stacked: 'plain',
              cell: (record) => (
                <>
                  <Badge variant="light">{t(`imports.status.${record.status}`)}</Badge>{' '}
                  {record.status === 'completed' &&
                    t('imports.summary.counts', {
                      succeeded: record.succeededCount,
                      failed: record.failedCount,
                    })}
                </>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
