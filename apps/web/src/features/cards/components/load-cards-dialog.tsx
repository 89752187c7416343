import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isAnsweredRefusal, useIdempotencyKey } from '../../../lib/api/idempotency-key.ts';
import { mergeCustomFieldOptions } from '../../../lib/custom-fields/custom-field-options.ts';
import { useCustomFieldOptions } from '../../../lib/custom-fields/use-custom-field-options.ts';
import { CustomFieldInputs } from '../../../ui/custom-field-inputs.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import type { Card } from '../api/get-cards.ts';
import {
  type LoadCardsForm,
  type LoadCardsInput,
  loadCardsInputSchema,
  useLoadCards,
} from '../api/load-cards.ts';
import {
  type LoadRun,
  loadOutcomes,
  mergeRuns,
  planCardLoads,
  unansweredRequests,
} from '../api/load-plan.ts';
import { LoadAmountFields } from './load-amount-fields.tsx';
import { LoadResults } from './load-results.tsx';

type LoadCardsDialogProps = {
  cards: readonly Card[];
  organizationId: string;
  opened: boolean;
  onClose: () => void;
  /** Called once money moved (some card loaded or failed as the API answered). */
  onLoaded?: () => void;
};

/** Load one or many cards from their funding accounts (permission loadCard); per-card results. */
export function LoadCardsDialog({ opened, onClose, ...props }: LoadCardsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('cards.loadTitle', { number: props.cards.length })}
      size="lg"
    >
      {/* Mounted only while open: each opening is one user action with its own idempotency key. */}
      <LoadForm {...props} onDone={onClose} />
    </Dialog>
  );
}

function LoadForm({
  cards,
  organizationId,
  onDone,
  onLoaded,
}: Omit<LoadCardsDialogProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const [actionKey, renewKeyAfter] = useIdempotencyKey();
  const load = useLoadCards();
  const [runs, setRuns] = useState<LoadRun[] | null>(null);
  const businessIds = [...new Set(cards.map((card) => card.businessId))];
  const { optionsByBusiness } = useCustomFieldOptions(businessIds, organizationId, 'financial_account_load');
  const customFieldOptions = mergeCustomFieldOptions([...optionsByBusiness.values()]);
  const form = useForm<LoadCardsForm, unknown, LoadCardsInput>({
    resolver: zodResolver(loadCardsInputSchema),
    defaultValues: { mode: 'same', amount: '', amounts: cards.map(() => ''), memo: '', customFields: {} },
  });
  const customFields = form.watch('customFields');

  const submit = form.handleSubmit(async (input) => {
    const lines = cards.map((card, index) => ({
      cardId: card.id,
      businessId: card.businessId,
      amountCents: input.amountsCents[input.sameAmount ? 0 : index]!,
    }));
    const requests = planCardLoads({
      lines,
      memo: input.memo,
      customFieldValues: input.customFields,
      optionsByBusiness,
      actionKey,
    });
    const result = await load.mutateAsync(requests);
    // Nothing was answered: nothing moved, so the form stays open to correct and send again.
    if (result.every((run) => !run.response)) {
      // A refusal is kept under its key: the corrected form is a new action with new keys.
      renewKeyAfter(result.find((run) => isAnsweredRefusal(run.error))?.error);
      form.setError('root', { message: apiError(result[0]?.error) });
      return;
    }
    setRuns(result);
    onLoaded?.();
  });

  if (runs) {
    const unanswered = unansweredRequests(runs);
    // The same requests under the same keys: what already loaded is answered again, not loaded twice.
    const retry = async () => setRuns(mergeRuns(runs, await load.mutateAsync(unanswered)));
    return (
      <Stack>
        <LoadResults outcomes={loadOutcomes(runs)} cards={cards} />
        <Group justify="flex-end">
          {unanswered.length > 0 && (
            <Button variant="default" onClick={() => void retry()} loading={load.isPending}>
              {t('errorPage.tryAgain')}
            </Button>
          )}
          <Button onClick={onDone} data-autofocus>
            {t('cards.done')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {form.formState.errors.root && (
          <Alert color="red" role="alert">
            {form.formState.errors.root.message}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('cards.loadNote')}
        </Text>
        <LoadAmountFields form={form} cards={cards} />
        <TextInput
          label={t('cards.memoOptional')}
          error={fieldError(form.formState.errors.memo?.message)}
          {...form.register('memo')}
        />
        <CustomFieldInputs
          options={customFieldOptions}
          values={customFields}
          onChange={(name, value) => form.setValue(`customFields.${name}`, value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={load.isPending}>
            {t('cards.loadSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
