import type { Import } from '@causeway/contracts';
import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmRemoveDialog } from '../../../ui/confirm-remove-dialog.tsx';
import { useCancelImport } from '../api/cancel-import.ts';
import { downloadImportResult } from '../api/download-result.ts';

/**
 * The worker's progress while it runs, with a cancel that stops it after the batch under way;
 * then the summary (finished or cancelled) and the result file.
 */
export function ImportProgress({ businessId, record }: { businessId: string; record: Import }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelImport(businessId, record.id);
  const total = Math.max(record.validRowCount, 1);
  const percent = Math.round((record.processedCount / total) * 100);
  const cancelled = record.status === 'cancelled';
  const done = record.status === 'completed' || cancelled;
  const running = record.status === 'queued' || record.status === 'running';
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {cancelled
            ? t('imports.summary.cancelledTitle')
            : done
              ? t('imports.summary.title')
              : t('imports.progress.title')}
        </Title>
        {running && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={16} />}
            onClick={() => setCancelling(true)}
          >
            {t('imports.cancel.button')}
          </Button>
        )}
      </Group>
      <Progress
        value={record.status === 'completed' ? 100 : percent}
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
            {cancelled && ` · ${t('imports.summary.cancelledCount', { count: record.cancelledCount })}`}
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
      {cancelling && (
        <ConfirmRemoveDialog
          title={t('imports.cancel.title')}
          confirmLabel={t('imports.cancel.confirm')}
          pending={cancel.isPending}
          onClose={() => setCancelling(false)}
          onConfirm={async () => {
            await cancel.mutateAsync();
            setCancelling(false);
          }}
        >
          {t('imports.cancel.body')}
        </ConfirmRemoveDialog>
      )}
    </Stack>
  );
}
