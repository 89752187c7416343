import '@mantine/dropzone/styles.css';
import { IMPORT_FILE_BYTES_MAX, IMPORT_ROWS_MAX } from '@causeway/domain';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileTypeCsv, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain', '.csv'];
const FILE_MEGABYTES_MAX = IMPORT_FILE_BYTES_MAX / (1024 * 1024);

/** Drag and drop (or click to choose) one CSV file. */
export function FileDrop({ onFile, loading }: { onFile: (file: File) => void; loading: boolean }) {
  const { t } = useTranslation();
  const [rejected, setRejected] = useState(false);
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => {
          setRejected(false);
          if (files[0]) onFile(files[0]);
        }}
        onReject={() => setRejected(true)}
        maxSize={IMPORT_FILE_BYTES_MAX}
        maxFiles={1}
        multiple={false}
        accept={CSV_TYPES}
        loading={loading}
        aria-label={t('imports.drop.title')}
      >
        <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileTypeCsv size={40} aria-hidden />
          </Dropzone.Idle>
          <Stack gap={4}>
            <Text size="lg">{t('imports.drop.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('imports.drop.hint', { rows: IMPORT_ROWS_MAX.toLocaleString(), size: FILE_MEGABYTES_MAX })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {rejected && (
        <Text c="red" size="sm" role="alert">
          {t('imports.drop.rejected', { size: FILE_MEGABYTES_MAX })}
        </Text>
      )}
    </Stack>
  );
}
