import type { Import } from '@causeway/contracts';
import { movesMoney } from '@causeway/domain';
import { Alert, Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { formatCentsInText } from '../../../ui/money-format.ts';
import { useConfirmImport } from '../api/confirm-import.ts';

type Props = { businessId: string; record: Import; alreadyUploaded: boolean; onConfirmed: () => void };

/** The server's count of the file, the total, and the person's go-ahead. */
export function ConfirmPanel({ businessId, record, alreadyUploaded, onConfirmed }: Props) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const confirm = useConfirmImport(businessId, record.id);
  const [dropInvalidRows, setDropInvalidRows] = useState(record.invalidRowCount > 0);
  const [allowPartial, setAllowPartial] = useState(false);
  const money = movesMoney(record.kind);
  const count = record.validRowCount;
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('imports.confirm.title')}
      </Title>
      {alreadyUploaded && (
        <Alert color="blue" role="status">
          {t('imports.confirm.alreadyUploaded')}
        </Alert>
      )}
      <Text>{t('imports.preview.summary', { rows: record.rowCount, invalid: record.invalidRowCount })}</Text>
      {record.invalidRowCount > 0 && (
        <Checkbox
          label={t('imports.confirm.dropInvalid', { count: record.invalidRowCount })}
          checked={dropInvalidRows}
          onChange={(event) => setDropInvalidRows(event.currentTarget.checked)}
        />
      )}
      {money && (
        <Checkbox
          label={t('imports.confirm.partial')}
          checked={allowPartial}
          onChange={(event) => setAllowPartial(event.currentTarget.checked)}
        />
      )}
      {confirm.error && (
        <Alert color="red" role="alert">
          {apiError(confirm.error)}
        </Alert>
      )}
      <Button
        style={{ alignSelf: 'flex-start' }}
        loading={confirm.isPending}
        disabled={count === 0 || (record.invalidRowCount > 0 && !dropInvalidRows)}
        onClick={() => confirm.mutate({ dropInvalidRows, allowPartial }, { onSuccess: onConfirmed })}
      >
        {money
          ? t('imports.confirm.buttonTotal', { count, amount: formatCentsInText(record.totalCents) })
          : t('imports.confirm.button', { count })}
      </Button>
    </Stack>
  );
}
