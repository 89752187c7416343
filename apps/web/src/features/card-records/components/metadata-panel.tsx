import { METADATA_KEY_LENGTH_MAX, METADATA_PAIRS_MAX, METADATA_VALUE_LENGTH_MAX } from '@causeway/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { type CardMetadata, useCardMetadata, useSaveCardMetadata } from '../api/card-metadata.ts';
import { type MetadataForm, type MetadataFormOutput, metadataFormSchema } from '../model/record-forms.ts';
import { useRecordError } from './use-record-error.ts';

/** The card's metadata: key and value pairs, edited as a whole (editMetadata). */
export function MetadataPanel({ cardId, canEdit }: { cardId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const metadata = useCardMetadata(cardId);
  const [editing, setEditing] = useState(false);

  if (metadata.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (metadata.isError) return <Alert color="red">{apiError(metadata.error)}</Alert>;
  if (editing) {
    return <MetadataEditor cardId={cardId} metadata={metadata.data} onDone={() => setEditing(false)} />;
  }

  const pairs = metadata.data.metadata;
  return (
    <Stack>
      {pairs.length === 0 ? (
        <Text c="dimmed">{t('cardRecords.metadata.empty')}</Text>
      ) : (
        <DataTable
          rows={pairs}
          rowKey={(pair) => pair.key}
          label={t('cardRecords.tabs.metadata')}
          columns={[
            {
              key: 'key',
              header: t('cardRecords.metadata.key'),
              stacked: 'title',
              cell: (pair) => <bdi style={{ overflowWrap: 'anywhere' }}>{pair.key}</bdi>,
            },
            {
              key: 'value',
              header: t('cardRecords.metadata.value'),
              stacked: 'plain',
              cell: (pair) => (
                <bdi style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{pair.value}</bdi>
              ),
            },
          ]}
        />
      )}
      {canEdit && (
        <Group>
          <Button variant="default" onClick={() => setEditing(true)}>
            {pairs.length === 0 ? t('cardRecords.metadata.add') : t('cardRecords.metadata.edit')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function MetadataEditor({
  cardId,
  metadata,
  onDone,
}: {
  cardId: string;
  metadata: CardMetadata;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const recordError = useRecordError();
  const save = useSaveCardMetadata(cardId);
  const exists = metadata.createdAt !== null;
  const [confirmRemoveAll, setConfirmRemoveAll] = useState<MetadataFormOutput | null>(null);
  const form = useForm<MetadataForm, unknown, MetadataFormOutput>({
    resolver: zodResolver(metadataFormSchema),
    defaultValues: {
      pairs: metadata.metadata.length > 0 ? metadata.metadata : [{ key: '', value: '' }],
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'pairs' });
  const errors = form.formState.errors;

  const send = async (input: MetadataFormOutput) => {
    try {
      await save.mutateAsync({ pairs: input.pairs, exists });
      showSuccessToast(
        input.pairs.length === 0 ? t('cardRecords.metadata.removed') : t('cardRecords.metadata.saved'),
      );
      onDone();
    } catch (error) {
      form.setError('root', { message: apiError(error) });
    }
  };
  const submit = form.handleSubmit(async (input) => {
    if (input.pairs.length === 0) {
      // Nothing to remove when the card never had metadata.
      if (!exists) return onDone();
      setConfirmRemoveAll(input);
      return;
    }
    await send(input);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {errors.root && (
          <Alert color="red" role="alert">
            {errors.root.message}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('cardRecords.metadata.limits', {
            pairs: METADATA_PAIRS_MAX,
            key: METADATA_KEY_LENGTH_MAX,
            value: METADATA_VALUE_LENGTH_MAX,
          })}
        </Text>
        {rows.fields.length === 0 && <Text c="dimmed">{t('cardRecords.metadata.allRemoved')}</Text>}
        {rows.fields.map((row, index) => (
          <Group key={row.id} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              miw={0}
              label={t('cardRecords.metadata.key')}
              maxLength={METADATA_KEY_LENGTH_MAX}
              error={recordError(errors.pairs?.[index]?.key?.message)}
              {...form.register(`pairs.${index}.key`)}
            />
            <TextInput
              style={{ flex: 2 }}
              miw={0}
              label={t('cardRecords.metadata.value')}
              maxLength={METADATA_VALUE_LENGTH_MAX}
              error={recordError(errors.pairs?.[index]?.value?.message)}
              {...form.register(`pairs.${index}.value`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              onClick={() => rows.remove(index)}
              aria-label={t('cardRecords.metadata.removeRow', { number: index + 1 })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {errors.pairs?.root?.message && (
          <Text size="sm" c="red">
            {recordError(errors.pairs.root.message)}
          </Text>
        )}
        {errors.pairs?.message && (
          <Text size="sm" c="red">
            {recordError(errors.pairs.message)}
          </Text>
        )}
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => rows.append({ key: '', value: '' })}
            disabled={rows.fields.length >= METADATA_PAIRS_MAX}
          >
            {t('cardRecords.metadata.addRow')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onDone}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending && !confirmRemoveAll}>
              {t('cardRecords.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <Dialog
        opened={confirmRemoveAll !== null}
        onClose={() => setConfirmRemoveAll(null)}
        title={t('cardRecords.metadata.removeAllTitle')}
      >
        <Stack>
          <Text>{t('cardRecords.metadata.removeAllConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmRemoveAll(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={save.isPending}
              onClick={() => {
                if (confirmRemoveAll) void send(confirmRemoveAll).then(() => setConfirmRemoveAll(null));
              }}
            >
              {t('cardRecords.metadata.removeAll')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </form>
  );
}
