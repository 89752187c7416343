import {
  INSTANT_REJECTION_CODE_LIST,
  SANDBOX_CHANGE_CODES,
  SANDBOX_RETURN_CODES,
  type SandboxBankEntry,
  type SandboxChangeCode,
} from '@causeway/contracts';
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatCentsInText } from '../../../ui/money-format.ts';
import { useAnswerInstant, useReturnEntry, useSendNoc } from '../api/sandbox-bank.ts';
import {
  EMPTY_NOC_FORM,
  type NocField,
  type NocFormValues,
  nocBodyOf,
  nocFieldsOf,
} from '../model/sandbox-bank.ts';

export type BankDialog = { kind: 'return' | 'noc' | 'reject'; entry: SandboxBankEntry };

/** The bank's answer that needs a code: a return, a notification of change, an instant rejection. */
export function BankEntryDialog({ dialog, onClose }: { dialog: BankDialog | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titles = {
    return: t('sandbox.bank.returnTitle'),
    noc: t('sandbox.bank.nocTitle'),
    reject: t('sandbox.bank.rejectTitle'),
  };
  return (
    <Dialog opened={dialog !== null} onClose={onClose} title={dialog ? titles[dialog.kind] : ''}>
      {dialog?.kind === 'return' && <ReturnForm entry={dialog.entry} onClose={onClose} />}
      {dialog?.kind === 'noc' && <NocForm entry={dialog.entry} onClose={onClose} />}
      {dialog?.kind === 'reject' && <RejectForm entry={dialog.entry} onClose={onClose} />}
    </Dialog>
  );
}

type FormProps = { entry: SandboxBankEntry; onClose: () => void };

function Summary({ entry }: { entry: SandboxBankEntry }) {
  const { t } = useTranslation();
  return (
    <Text>
      {t('sandbox.bank.summary', {
        name: entry.recipientName,
        amount: formatCentsInText(entry.amountCents),
        last4: entry.accountLast4,
      })}
    </Text>
  );
}

function Buttons({
  onClose,
  pending,
  submit,
  color,
}: {
  onClose: () => void;
  pending: boolean;
  submit: string;
  color?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={pending} color={color}>
        {submit}
      </Button>
    </Group>
  );
}

function ReturnForm({ entry, onClose }: FormProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const returnEntry = useReturnEntry();
  const [code, setCode] = useState<string>('R03');
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await returnEntry.mutateAsync({ transferId: entry.transferId, body: { code } });
      showSuccessToast(t('sandbox.bank.returned', { name: entry.recipientName, code }));
      onClose();
    } catch {
      // Shown below.
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Summary entry={entry} />
        <Select
          label={t('sandbox.bank.returnCode')}
          description={t('sandbox.bank.returnHelp')}
          data={SANDBOX_RETURN_CODES.map((value) => ({
            value,
            label: `${value} · ${t(`sandbox.bank.returnCodes.${value}`)}`,
          }))}
          value={code}
          onChange={(value) => setCode(value ?? 'R03')}
          allowDeselect={false}
          data-autofocus
        />
        {returnEntry.isError && <Alert color="red">{apiError(returnEntry.error)}</Alert>}
        <Buttons
          onClose={onClose}
          pending={returnEntry.isPending}
          submit={t('sandbox.bank.return')}
          color="red"
        />
      </Stack>
    </form>
  );
}

function NocForm({ entry, onClose }: FormProps) {
  const { t } = useTranslation();
  const { apiError, fieldError } = useTranslatedErrors();
  const sendNoc = useSendNoc();
  const [values, setValues] = useState<NocFormValues>(EMPTY_NOC_FORM);
  const [errors, setErrors] = useState<Partial<Record<NocField | 'code', string>>>({});
  const set = (field: NocField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { body, errors: refused } = nocBodyOf(values);
    setErrors(Object.fromEntries(refused.map((error) => [error.field, error.message])));
    if (!body) return;
    try {
      await sendNoc.mutateAsync({ transferId: entry.transferId, body });
      showSuccessToast(t('sandbox.bank.corrected', { name: entry.recipientName, code: body.code }));
      onClose();
    } catch {
      // Shown below.
    }
  };
  const text = (field: 'accountNumber' | 'routingNumber' | 'nameOnAccount') => (
    <TextInput
      key={field}
      label={t(`sandbox.bank.fields.${field}`)}
      required
      dir={field === 'nameOnAccount' ? undefined : 'ltr'}
      inputMode={field === 'nameOnAccount' ? undefined : 'numeric'}
      value={values[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      error={fieldError(errors[field])}
    />
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Summary entry={entry} />
        <Select
          label={t('sandbox.bank.changeCode')}
          description={t('sandbox.bank.nocHelp')}
          data={SANDBOX_CHANGE_CODES.map((value) => ({
            value,
            label: `${value} · ${t(`sandbox.bank.changeCodes.${value}`)}`,
          }))}
          value={values.code}
          onChange={(value) =>
            setValues((current) => ({ ...current, code: (value ?? 'C01') as SandboxChangeCode }))
          }
          allowDeselect={false}
          data-autofocus
        />
        {nocFieldsOf(values.code).map((field) =>
          field === 'accountType' ? (
            <Select
              key={field}
              label={t('sandbox.bank.fields.accountType')}
              required
              data={(['checking', 'savings'] as const).map((value) => ({
                value,
                label: t(`sandbox.bank.accountTypes.${value}`),
              }))}
              value={values.accountType || null}
              onChange={(value) => set('accountType', value ?? '')}
              error={fieldError(errors.accountType)}
            />
          ) : (
            text(field)
          ),
        )}
        {sendNoc.isError && <Alert color="red">{apiError(sendNoc.error)}</Alert>}
        <Buttons onClose={onClose} pending={sendNoc.isPending} submit={t('sandbox.bank.sendNoc')} />
      </Stack>
    </form>
  );
}

function RejectForm({ entry, onClose }: FormProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const answer = useAnswerInstant();
  const [code, setCode] = useState<string>('AC04');
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await answer.mutateAsync({ transferId: entry.transferId, body: { answer: 'reject', code } });
      showSuccessToast(t('sandbox.bank.rejected', { name: entry.recipientName, code }));
      onClose();
    } catch {
      // Shown below.
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Summary entry={entry} />
        <Select
          label={t('sandbox.bank.isoCode')}
          data={INSTANT_REJECTION_CODE_LIST.map((value) => ({
            value,
            label: `${value} · ${t(`sandbox.bank.isoCodes.${value}` as 'sandbox.bank.isoCodes.AC04')}`,
          }))}
          value={code}
          onChange={(value) => setCode(value ?? 'AC04')}
          allowDeselect={false}
          data-autofocus
        />
        {answer.isError && <Alert color="red">{apiError(answer.error)}</Alert>}
        <Buttons onClose={onClose} pending={answer.isPending} submit={t('sandbox.bank.reject')} color="red" />
      </Stack>
    </form>
  );
}
