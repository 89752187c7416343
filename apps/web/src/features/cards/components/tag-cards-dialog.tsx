import { TAG_NAME_LENGTH_MAX } from '@causeway/contracts';
import { PRESET_COLORS } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Autocomplete, Button, ColorSwatch, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconTag } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { useBusinessTags, useTagCards } from '../api/business-tags.ts';
import {
  matchingTag,
  type TagCardsFormValues,
  type TagCardsInput,
  tagCardsBody,
  tagCardsInputSchema,
  tagOutcome,
} from '../api/tag-choice.ts';
import { TagBadges } from './tag-badges.tsx';

/** Names of the preset colours, in the order of PRESET_COLORS, for screen readers and tooltips. */
const PRESET_COLOR_NAMES = [
  'blue',
  'green',
  'red',
  'purple',
  'orange',
  'teal',
  'pink',
  'indigo',
  'ochre',
  'gray',
] as const;

type TagCardsDialogProps = {
  /** The page's business: an organisation's page may tag its programs' cards too. */
  businessId: string;
  cardIds: readonly string[];
  opened: boolean;
  onClose: () => void;
  onTagged: () => void;
};

type TagCardsButtonProps = {
  businessId: string;
  /** The selected cards. */
  cardIds: readonly string[];
  /** After tagging, e.g. to clear the selection. */
  onTagged: () => void;
};

/** The "Tag" button of the cards list's selection bar and its dialog. */
export function TagCardsButton({ businessId, cardIds, onTagged }: TagCardsButtonProps) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  // The cards of the open dialog, kept while the selection changes behind it.
  const [target, setTarget] = useState<readonly string[]>([]);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconTag size={16} />}
        disabled={cardIds.length === 0}
        onClick={() => {
          setTarget(cardIds);
          dialog.open();
        }}
      >
        {t('cardTags.tagButton')}
      </Button>
      <TagCardsDialog
        businessId={businessId}
        cardIds={target}
        opened={opened}
        onClose={dialog.close}
        onTagged={onTagged}
      />
    </>
  );
}

/** Tag the selected cards with an existing tag or a new one (permission addTagToCard). */
export function TagCardsDialog({ businessId, cardIds, opened, onClose, onTagged }: TagCardsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('cardTags.dialogTitle', { number: cardIds.length })}>
      <TagCardsForm
        businessId={businessId}
        cardIds={cardIds}
        onCancel={onClose}
        onDone={() => {
          onTagged();
          onClose();
        }}
      />
    </Dialog>
  );
}

type TagCardsFormProps = {
  businessId: string;
  cardIds: readonly string[];
  onCancel: () => void;
  onDone: () => void;
};

function TagCardsForm({ businessId, cardIds, onCancel, onDone }: TagCardsFormProps) {
  const { t } = useTranslation();
  const { apiError, fieldError } = useTranslatedErrors();
  const tags = useBusinessTags(businessId);
  const tagCards = useTagCards();
  const colorLabelId = useId();
  const form = useForm<TagCardsFormValues, unknown, TagCardsInput>({
    resolver: zodResolver(tagCardsInputSchema),
    defaultValues: { name: '', color: '' },
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const existing = matchingTag(tags.data ?? [], name);

  const submit = form.handleSubmit(async (input) => {
    try {
      const response = await tagCards.mutateAsync({
        businessId,
        body: tagCardsBody(cardIds, input, existing),
      });
      const { attached, already } = tagOutcome(cardIds.length, response);
      const added = t('cardTags.tagged', { name: response.tag.name, number: attached });
      showSuccessToast(already > 0 ? `${added} ${t('cardTags.alreadyTagged', { number: already })}` : added);
      onDone();
    } catch (error) {
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
        {tags.isError && (
          <Alert color="yellow" role="status">
            {apiError(tags.error)}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="name"
          render={({ field }) => (
            <Autocomplete
              label={t('cardTags.name')}
              description={t('cardTags.nameHint')}
              data-autofocus
              data={(tags.data ?? []).map((tag) => tag.name)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              maxLength={TAG_NAME_LENGTH_MAX}
              error={fieldError(form.formState.errors.name?.message)}
              comboboxProps={{ withinPortal: true }}
              renderOption={({ option }) => {
                const tag = matchingTag(tags.data ?? [], option.value);
                return (
                  <Group gap="xs" wrap="nowrap">
                    {tag && <ColorSwatch color={tag.color} size={14} aria-hidden="true" />}
                    <bdi>{option.value}</bdi>
                  </Group>
                );
              }}
            />
          )}
        />
        {existing ? (
          <Stack gap={4}>
            <Text size="sm">{t('cardTags.existing')}</Text>
            <TagBadges tags={[existing]} size="md" />
          </Stack>
        ) : (
          <Controller
            control={form.control}
            name="color"
            render={({ field }) => (
              <Stack gap={6}>
                <Text size="sm" fw={500} id={colorLabelId}>
                  {t('cardTags.color')}
                </Text>
                <Group gap={8} role="group" aria-labelledby={colorLabelId}>
                  {PRESET_COLORS.map((color, index) => {
                    const chosen = field.value === color;
                    const colorName = t(`cardTags.colors.${PRESET_COLOR_NAMES[index]!}`);
                    return (
                      <UnstyledButton
                        key={color}
                        type="button"
                        aria-pressed={chosen}
                        aria-label={colorName}
                        title={colorName}
                        onClick={() => field.onChange(chosen ? '' : color)}
                        style={{ borderRadius: '50%' }}
                      >
                        <ColorSwatch
                          component="span"
                          color={color}
                          size={30}
                          style={{
                            color: 'white',
                            outline: chosen ? '2px solid var(--mantine-color-text)' : undefined,
                            outlineOffset: 2,
                          }}
                        >
                          {chosen && <IconCheck size={16} aria-hidden="true" />}
                        </ColorSwatch>
                      </UnstyledButton>
                    );
                  })}
                </Group>
                <Text size="xs" c="dimmed">
                  {field.value ? t('cardTags.colorChosen') : t('cardTags.colorRandom')}
                </Text>
              </Stack>
            )}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={tagCards.isPending}>
            {t('cardTags.submit', { number: cardIds.length })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
