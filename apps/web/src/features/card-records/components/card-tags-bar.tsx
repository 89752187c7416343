import { PRESET_COLORS, randomPresetColor } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Autocomplete,
  Badge,
  Button,
  ColorInput,
  Group,
  Loader,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { ConfirmRemoveDialog } from '../../../ui/confirm-remove-dialog.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import {
  type Tag,
  useAddCardTag,
  useCardTags,
  useOrganizationTags,
  useRemoveCardTag,
} from '../api/card-tags.ts';
import { matchingTag, type TagForm, tagFormSchema } from '../model/record-forms.ts';
import { useRecordError } from './use-record-error.ts';

type CardTagsBarProps = {
  businessId: string;
  cardId: string;
  canAdd: boolean;
  canRemove: boolean;
};

/** The card's tags as coloured badges; add one (addTagToCard) or remove one (deleteTagFromCard). */
export function CardTagsBar({ businessId, cardId, canAdd, canRemove }: CardTagsBarProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const tags = useCardTags(cardId);
  const [addOpened, addDialog] = useDisclosure(false);
  const [removing, setRemoving] = useState<Tag | null>(null);

  return (
    <Group gap="xs" aria-label={t('cardRecords.tags.heading')} role="group">
      <Text size="sm" fw={500}>
        {t('cardRecords.tags.heading')}
      </Text>
      {tags.isPending ? (
        <Loader role="status" size="xs" aria-label={t('common.loading')} />
      ) : tags.isError ? (
        <Text size="sm" c="red">
          {apiError(tags.error)}
        </Text>
      ) : tags.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cardRecords.tags.none')}
        </Text>
      ) : (
        tags.data.map((tag) => (
          <Badge
            key={tag.id}
            color={tag.color || 'gray'}
            autoContrast
            style={{ textTransform: 'none' }}
            rightSection={
              canRemove ? (
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  color="white"
                  onClick={() => setRemoving(tag)}
                  aria-label={t('cardRecords.tags.removeLabel', { name: tag.name })}
                >
                  <IconX size={12} />
                </ActionIcon>
              ) : undefined
            }
          >
            <bdi>{tag.name}</bdi>
          </Badge>
        ))
      )}
      {canAdd && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={addDialog.open}
        >
          {t('cardRecords.tags.add')}
        </Button>
      )}
      {canAdd && addOpened && (
        <AddTagDialog
          businessId={businessId}
          cardId={cardId}
          cardTags={tags.data ?? []}
          onClose={addDialog.close}
        />
      )}
      {removing && <RemoveTagDialog cardId={cardId} tag={removing} onClose={() => setRemoving(null)} />}
    </Group>
  );
}

function AddTagDialog({
  businessId,
  cardId,
  cardTags,
  onClose,
}: {
  businessId: string;
  cardId: string;
  cardTags: readonly Tag[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const organizationTags = useOrganizationTags(businessId, true);
  const addTag = useAddCardTag(businessId, cardId);
  const [defaultColor] = useState(() => randomPresetColor());
  const form = useForm<TagForm>({
    resolver: zodResolver(tagFormSchema),
    defaultValues: { name: '', color: defaultColor },
  });
  const name = form.watch('name');
  const existing = matchingTag(organizationTags.data ?? [], name);
  const onCard = matchingTag(cardTags, name);
  const fieldMessage = useRecordError();

  const submit = form.handleSubmit(async (input) => {
    try {
      const answer = await addTag.mutateAsync({ name: input.name.trim(), color: input.color.trim() });
      showSuccessToast(
        answer.attachedCardIds.length === 0
          ? t('cardRecords.tags.alreadyOnCard', { name: answer.tag.name })
          : t('cardRecords.tags.added', { name: answer.tag.name }),
      );
      onClose();
    } catch (error) {
      form.setError('root', { message: apiError(error) });
    }
  });

  return (
    <Dialog opened onClose={onClose} title={t('cardRecords.tags.addTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {form.formState.errors.root && (
            <Alert color="red" role="alert">
              {form.formState.errors.root.message}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="name"
            render={({ field }) => (
              <Autocomplete
                label={t('cardRecords.tags.name')}
                description={t('cardRecords.tags.nameHint')}
                data-autofocus
                data={(organizationTags.data ?? []).map((tag) => tag.name)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldMessage(form.formState.errors.name?.message)}
                rightSection={organizationTags.isFetching ? <Loader size="xs" /> : undefined}
              />
            )}
          />
          {existing ? (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {onCard ? t('cardRecords.tags.existingOnCard') : t('cardRecords.tags.existing')}
              </Text>
              <Badge color={existing.color || 'gray'} autoContrast style={{ textTransform: 'none' }}>
                <bdi>{existing.name}</bdi>
              </Badge>
            </Group>
          ) : (
            <Controller
              control={form.control}
              name="color"
              render={({ field }) => (
                <ColorInput
                  label={t('cardRecords.tags.color')}
                  description={t('cardRecords.tags.colorHint')}
                  format="hex"
                  swatches={[...PRESET_COLORS]}
                  swatchesPerRow={10}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldMessage(form.formState.errors.color?.message)}
                  dir="ltr"
                />
              )}
            />
          )}
          {organizationTags.isError && (
            <Text size="sm" c="red">
              {apiError(organizationTags.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={addTag.isPending}>
              {t('cardRecords.tags.addSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

function RemoveTagDialog({ cardId, tag, onClose }: { cardId: string; tag: Tag; onClose: () => void }) {
  const { t } = useTranslation();
  const removeTag = useRemoveCardTag(cardId);
  return (
    <ConfirmRemoveDialog
      title={t('cardRecords.tags.removeTitle')}
      confirmLabel={t('cardRecords.tags.remove')}
      pending={removeTag.isPending}
      onConfirm={async () => {
        await removeTag.mutateAsync(tag.id);
        showSuccessToast(t('cardRecords.tags.removed', { name: tag.name }));
        onClose();
      }}
      onClose={onClose}
    >
      <Text>{t('cardRecords.tags.removeConfirm', { name: tag.name })}</Text>
    </ConfirmRemoveDialog>
  );
}
