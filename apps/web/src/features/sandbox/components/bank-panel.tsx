import { SANDBOX_INSTANT_ACCOUNT_SUFFIXES, type SandboxBankEntry } from '@causeway/contracts';
import type { TransferStatus } from '@causeway/domain';
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import { formatCentsInText } from '../../../ui/money-format.ts';
import { useAnswerInstant, useBankEntries, useCutFiles, useSettleEntry } from '../api/sandbox-bank.ts';
import { bankEntryActions } from '../model/sandbox-bank.ts';
import { type BankDialog, BankEntryDialog } from './bank-entry-dialogs.tsx';

const STATUS_COLORS: Record<TransferStatus, string> = {
  created: 'gray',
  processing: 'blue',
  completed: 'teal',
  failed: 'red',
};

/**
 * The simulated bank and instant rail: the latest transfers with where each stands, files cut now,
 * and the bank's answers (settle, return with an R-code, NOC with a C-code, accept or reject).
 */
export function BankPanel({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const entries = useBankEntries(businessId);
  const cut = useCutFiles();
  const [dialog, setDialog] = useState<BankDialog | null>(null);

  const cutNow = async () => {
    try {
      const { files } = await cut.mutateAsync(undefined);
      const count = files.reduce((sum, file) => sum + file.entryCount, 0);
      showSuccessToast(
        files.length === 0
          ? t('sandbox.bank.nothingToCut')
          : t('sandbox.bank.cutDone', { files: files.length, entries: count }),
      );
    } catch (error) {
      showErrorToast(apiError(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="sandbox-bank-heading">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
            <Title order={2} size="h3" id="sandbox-bank-heading">
              {t('sandbox.bank.heading')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('sandbox.bank.intro')}
            </Text>
          </Stack>
          <Button
            leftSection={<IconFileExport size={18} />}
            loading={cut.isPending}
            onClick={() => void cutNow()}
          >
            {t('sandbox.bank.cutNow')}
          </Button>
        </Group>
        <InstantHint />
        {entries.isPending ? (
          <Center py="md">
            <Loader role="status" size="sm" aria-label={t('common.loading')} />
          </Center>
        ) : entries.isError ? (
          <Alert color="red">{apiError(entries.error)}</Alert>
        ) : entries.data.length === 0 ? (
          <Text c="dimmed">{t('sandbox.bank.empty')}</Text>
        ) : (
          <CompactList label={t('sandbox.bank.heading')}>
            {entries.data.map((entry) => (
              <BankEntryRow key={entry.transferId} entry={entry} onOpen={setDialog} />
            ))}
          </CompactList>
        )}
      </Stack>
      <BankEntryDialog dialog={dialog} onClose={() => setDialog(null)} />
    </Paper>
  );
}

/** Which account numbers the sandbox instant rail rejects or leaves waiting. */
function InstantHint() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {t('sandbox.bank.instantHint')}{' '}
      {SANDBOX_INSTANT_ACCOUNT_SUFFIXES.map((rule, index) => (
        <Text span size="xs" key={rule.suffix}>
          {index > 0 && ' · '}
          <bdi dir="ltr">…{rule.suffix}</bdi>{' '}
          {rule.answer === 'pending' ? t('sandbox.bank.pendingAnswer') : <bdi dir="ltr">{rule.code}</bdi>}
        </Text>
      ))}
    </Text>
  );
}

function BankEntryRow({ entry, onOpen }: { entry: SandboxBankEntry; onOpen: (dialog: BankDialog) => void }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const settle = useSettleEntry();
  const answer = useAnswerInstant();
  const actions = bankEntryActions(entry);
  const name = entry.recipientName;

  const settleNow = async () => {
    try {
      await settle.mutateAsync(entry.transferId);
      showSuccessToast(t('sandbox.bank.settled', { name }));
    } catch (error) {
      showErrorToast(apiError(error));
    }
  };
  const accept = async () => {
    try {
      await answer.mutateAsync({ transferId: entry.transferId, body: { answer: 'accept' } });
      showSuccessToast(t('sandbox.bank.accepted', { name }));
    } catch (error) {
      showErrorToast(apiError(error));
    }
  };
  const label = (action: string) => `${action}: ${name}`;

  return (
    <CompactRow
      aside={
        <>
          <Text fw={600}>{formatCentsInText(entry.amountCents)}</Text>
          <Badge color={STATUS_COLORS[entry.status]} variant="light">
            {t(`bankTransfers.statuses.${entry.status}`)}
          </Badge>
          <Group gap={4} justify="flex-end">
            {actions.settle && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconBuildingBank size={14} />}
                loading={settle.isPending}
                onClick={() => void settleNow()}
                aria-label={label(t('sandbox.bank.settle'))}
              >
                {t('sandbox.bank.settle')}
              </Button>
            )}
            {actions.returnEntry && (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                onClick={() => onOpen({ kind: 'return', entry })}
                aria-label={label(t('sandbox.bank.return'))}
              >
                {t('sandbox.bank.return')}
              </Button>
            )}
            {actions.noc && (
              <Button
                size="compact-sm"
                variant="light"
                color="grape"
                onClick={() => onOpen({ kind: 'noc', entry })}
                aria-label={label(t('sandbox.bank.noc'))}
              >
                {t('sandbox.bank.noc')}
              </Button>
            )}
            {actions.instant && (
              <>
                <Button
                  size="compact-sm"
                  variant="light"
                  color="teal"
                  loading={answer.isPending}
                  onClick={() => void accept()}
                  aria-label={label(t('sandbox.bank.accept'))}
                >
                  {t('sandbox.bank.accept')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  onClick={() => onOpen({ kind: 'reject', entry })}
                  aria-label={label(t('sandbox.bank.reject'))}
                >
                  {t('sandbox.bank.reject')}
                </Button>
              </>
            )}
          </Group>
        </>
      }
    >
      <Text fw={500}>
        <bdi>{name}</bdi> <bdi dir="ltr">•••• {entry.accountLast4}</bdi>
      </Text>
      <Text size="sm" c="dimmed">
        {t(`bankTransfers.speeds.${entry.speed}`)}
        {entry.traceNumber && (
          <>
            {' · '}
            {t('sandbox.bank.trace')} <bdi dir="ltr">{entry.traceNumber}</bdi>
          </>
        )}
      </Text>
      {entry.fileName && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {t('sandbox.bank.file')} <bdi dir="ltr">{entry.fileName}</bdi>
        </Text>
      )}
      {(entry.failureReason || entry.failureCode) && (
        <Text size="xs" c="red.8">
          {entry.failureReason ? t(`bankTransfers.failureReasons.${entry.failureReason}`) : null}{' '}
          {entry.failureCode && <bdi dir="ltr">{entry.failureCode}</bdi>}
        </Text>
      )}
    </CompactRow>
  );
}
