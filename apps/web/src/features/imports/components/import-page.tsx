import type { Import } from '@causeway/contracts';
import { type ImportKind, mapColumns, movesMoney, templateColumns } from '@causeway/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useImport } from '../api/get-import.ts';
import { useUploadImport } from '../api/upload-import.ts';
import { type FilePreview, templateCsv } from '../model/check-file.ts';
import { useFileWorker } from '../model/use-file-worker.ts';
import { ColumnMapping } from './column-mapping.tsx';
import { ConfirmPanel } from './confirm-panel.tsx';
import { FileDrop } from './file-drop.tsx';
import { ImportHistory } from './import-history.tsx';
import { ImportProgress } from './import-progress.tsx';
import { PreviewTable } from './preview-table.tsx';

type ParsedFile = { name: string; text: string; headers: string[] };

function downloadTemplate(kind: ImportKind) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(
    new Blob([templateCsv(templateColumns(kind))], { type: 'text/csv;charset=utf-8' }),
  );
  link.download = `${kind.replaceAll('_', '-')}-template.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * One import from file to result: template, drop, column mapping, the browser's preview (our own
 * worker), the server's check and the total, confirm, the worker's progress, summary and result file.
 */
export function ImportPage({ businessId, kind }: { businessId: string; kind: ImportKind }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const worker = useFileWorker();
  const upload = useUploadImport(businessId);
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<FilePreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ record: Import; alreadyUploaded: boolean } | null>(null);
  const [confirmedId, setConfirmedId] = useState<string | null>(null);
  const progress = useImport(businessId, confirmedId);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setUploaded(null);
    setConfirmedId(null);
    upload.reset();
  };

  const readFile = async (chosen: File) => {
    reset();
    setBusy(true);
    setReadError(null);
    const reply = await worker.parse(chosen);
    setBusy(false);
    if (reply.type !== 'parsed') {
      setReadError(reply.type === 'failed' ? reply.message : '');
      return;
    }
    setFile({ name: chosen.name, text: reply.text, headers: reply.headers });
    setMapping(mapColumns(kind, reply.headers));
  };

  const checkRows = async () => {
    setBusy(true);
    const reply = await worker.check(kind, mapping);
    setBusy(false);
    if (reply.type === 'checked') setPreview(reply.preview);
    else if (reply.type === 'failed') setReadError(reply.message);
  };

  const sendFile = () => {
    if (!file) return;
    upload.mutate(
      { kind, fileName: file.name, csv: file.text, columnMapping: mapping },
      {
        onSuccess: (answer) => {
          setUploaded({ record: answer.import, alreadyUploaded: answer.alreadyUploaded });
          if (answer.import.status !== 'validated') setConfirmedId(answer.import.id);
        },
      },
    );
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t(`imports.title.${kind}`)}
      </Title>
      <Text c="dimmed">{t('imports.intro')}</Text>
      <Paper withBorder radius="md" p="md">
        <Stack>
          <Group justify="space-between">
            <Text size="sm">{t('imports.template.help')}</Text>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              onClick={() => downloadTemplate(kind)}
            >
              {t('imports.template.download')}
            </Button>
          </Group>
          {!file && <FileDrop onFile={(chosen) => void readFile(chosen)} loading={busy} />}
          {readError !== null && (
            <Alert color="red" role="alert">
              {t('imports.failedToRead', { message: readError })}
            </Alert>
          )}
          {file && (
            <Group justify="space-between">
              <Text fw={600} dir="auto">
                {file.name}
              </Text>
              <Button variant="subtle" onClick={reset}>
                {t('imports.chooseAnother')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      {file && !uploaded && (
        <Paper withBorder radius="md" p="md">
          <ColumnMapping
            kind={kind}
            headers={file.headers}
            mapping={mapping}
            onChange={(next) => {
              setMapping(next);
              setPreview(null);
            }}
            onCheck={() => void checkRows()}
            checking={busy}
          />
        </Paper>
      )}
      {preview && !uploaded && (
        <Paper withBorder radius="md" p="md">
          <Stack>
            <PreviewTable preview={preview} movesMoney={movesMoney(kind)} />
            {upload.error && (
              <Alert color="red" role="alert">
                {apiError(upload.error)}
              </Alert>
            )}
            <Button style={{ alignSelf: 'flex-start' }} loading={upload.isPending} onClick={sendFile}>
              {t('imports.upload')}
            </Button>
          </Stack>
        </Paper>
      )}
      {uploaded && !confirmedId && (
        <Paper withBorder radius="md" p="md">
          <ConfirmPanel
            businessId={businessId}
            record={uploaded.record}
            alreadyUploaded={uploaded.alreadyUploaded}
            onConfirmed={() => setConfirmedId(uploaded.record.id)}
          />
        </Paper>
      )}
      {progress.data && (
        <Paper withBorder radius="md" p="md">
          <ImportProgress businessId={businessId} record={progress.data} />
        </Paper>
      )}
      <Paper withBorder radius="md" p="md">
        <ImportHistory businessId={businessId} kind={kind} />
      </Paper>
    </Stack>
  );
}
