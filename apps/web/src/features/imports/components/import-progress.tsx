import type { Import } from '@causeway/contracts';
import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadImportResult } from '../api/download-result.ts';

/** The worker's progress while it runs, then the summary and the result file. */
export function ImportProgress({ businessId, record }: { businessId: string; record: Import }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const total = Math.max(record.validRowCount, 1);
  const percent = Math.round((record.processedCount / total) * 100);
  const done = record.status === 'completed';
  return (
    <Stack>
      <Title order={2} size="h4">
        {done ? t('imports.summary.title') : t('imports.progress.title')}
      </Title>
      <Progress
        value={done ? 100 : percent}
        animated={!done}
        size="lg"
        aria-label={t('imports.progress.label', { done: record.processedCount, total: record.validRowCount })}
      />
      <Text role="status">
        {t('imports.progress.label', { done: record.processedCount, total: record.validRowCount })}
      </Text>
      {done && (
        <Group>
          <Text fw={600} data-testid="import-summary">
            {t('imports.summary.counts', { succeeded: record.succeededCount, failed: record.failedCount })}
          </Text>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={downloading}
            onClick={() => {
              setDownloading(true);
              downloadImportResult(businessId, record.id, record.fileName).finally(() =>
                setDownloading(false),
              );
            }}
          >
            {t('imports.summary.download')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
