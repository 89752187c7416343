import { CARDS_PER_ISSUE_MAX } from '@causeway/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key.ts';
import { EMPTY_PERSON } from '../../../lib/person-form.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import {
  type IssueVirtualCardsForm,
  type IssueVirtualCardsInput,
  issueVirtualCardsInputSchema,
  useIssueVirtualCards,
} from '../api/issue-virtual-cards.ts';
import { CardholderFields } from './cardholder-fields.tsx';

export type IssueTarget = { id: string; name: string };

type IssueCardsDialogProps = {
  /** Where the cards may go: the page's business, and on an organisation's page its card programs. */
  targets: readonly IssueTarget[];
  opened: boolean;
  onClose: () => void;
};

/** Issue virtual cards to one or more new cardholders (permission orderCard). */
export function IssueCardsDialog({ targets, opened, onClose }: IssueCardsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('cards.issueTitle')} size="lg">
      <IssueCardsForm targets={targets} onDone={onClose} />
    </Dialog>
  );
}

function IssueCardsForm({ targets, onDone }: { targets: readonly IssueTarget[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const [idempotencyKey, renewKeyAfter] = useIdempotencyKey();
  const issue = useIssueVirtualCards();
  const [targetId, setTargetId] = useState(targets[0]?.id ?? '');
  const form = useForm<IssueVirtualCardsForm, unknown, IssueVirtualCardsInput>({
    resolver: zodResolver(issueVirtualCardsInputSchema),
    // The page's language is a guess at each cardholder's; the field lets the admin choose theirs.
    defaultValues: { cardholders: [{ ...EMPTY_PERSON, language: currentLanguage() }] },
  });
  const cardholders = useFieldArray({ control: form.control, name: 'cardholders' });

  const submit = form.handleSubmit(async (input) => {
    try {
      const { cards } = await issue.mutateAsync({ businessId: targetId, body: input, idempotencyKey });
      showSuccessToast(t('cards.issued', { number: cards.length }));
      onDone();
    } catch (error) {
      renewKeyAfter(error);
      form.setError('root', { message: apiError(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {form.formState.errors.root && (
          <Alert color="red" role="alert">
            {form.formState.errors.root.message}
          </Alert>
        )}
        {targets.length > 1 && (
          <Select
            label={t('cards.issueInto')}
            data={targets.map((target) => ({ value: target.id, label: target.name }))}
            value={targetId}
            onChange={(value) => value && setTargetId(value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {cardholders.fields.map((field, index) => (
          <CardholderFields
            key={field.id}
            form={form}
            index={index}
            onRemove={cardholders.fields.length > 1 ? () => cardholders.remove(index) : undefined}
          />
        ))}
        {cardholders.fields.length < CARDS_PER_ISSUE_MAX && (
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => cardholders.append({ ...EMPTY_PERSON, language: currentLanguage() })}
            w="fit-content"
          >
            {t('cards.addCardholder')}
          </Button>
        )}
        <Text size="xs" c="dimmed">
          {t('cards.issueNote')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={issue.isPending}>
            {t('cards.issueSubmit', { number: cardholders.fields.length })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
