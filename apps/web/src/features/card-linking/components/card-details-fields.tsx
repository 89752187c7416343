import { Stack } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatExpiryInput, lastSixInput, normalizeCardId, pinInput } from '../logic/card-details-form.ts';
import { FormattedField } from './formatted-field.tsx';

// Codes copied from a card read left to right in every language.
const CODE_STYLE = { direction: 'ltr', letterSpacing: '0.08em' } as const;

/** The card ID: 10 letters and digits from the back of the card. */
export function CardIdField<Values extends FieldValues>({ control }: { control: Control<Values> }) {
  const { t } = useTranslation();
  return (
    <FormattedField
      control={control}
      name={'cardId' as Path<Values>}
      format={normalizeCardId}
      label={t('cardLinking.fields.cardId')}
      description={t('cardLinking.fields.cardIdHint')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      inputStyle={CODE_STYLE}
    />
  );
}

/** What proves the person holds the card: last 6 digits, organisation name on the back, expiry. */
export function CardProofFields<Values extends FieldValues>({ control }: { control: Control<Values> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <FormattedField
        control={control}
        name={'lastSix' as Path<Values>}
        format={lastSixInput}
        label={t('cardLinking.fields.lastSix')}
        description={t('cardLinking.fields.lastSixHint')}
        inputMode="numeric"
        autoComplete="off"
        inputStyle={CODE_STYLE}
      />
      <FormattedField
        control={control}
        name={'organizationName' as Path<Values>}
        format={(typed) => typed}
        label={t('cardLinking.fields.organizationName')}
        description={t('cardLinking.fields.organizationNameHint')}
        autoComplete="off"
      />
      <FormattedField
        control={control}
        name={'expiry' as Path<Values>}
        format={formatExpiryInput}
        label={t('cardLinking.fields.expiry')}
        description={t('cardLinking.fields.expiryHint')}
        placeholder={t('cardLinking.fields.expiryPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        inputStyle={CODE_STYLE}
      />
    </Stack>
  );
}

/** A new PIN, typed twice, masked with a show toggle; the number keyboard opens on phones. */
export function PinFields<Values extends FieldValues>({ control }: { control: Control<Values> }) {
  const { t } = useTranslation();
  const pinProps = {
    format: pinInput,
    masked: true,
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    // No direction override: the show toggle sits at the inline end, the dots need no direction.
    inputStyle: { letterSpacing: '0.2em' },
  };
  return (
    <Stack gap="md">
      <FormattedField
        control={control}
        name={'pin' as Path<Values>}
        label={t('cardLinking.fields.pin')}
        description={t('cardLinking.fields.pinHint')}
        {...pinProps}
      />
      <FormattedField
        control={control}
        name={'confirmPin' as Path<Values>}
        label={t('cardLinking.fields.confirmPin')}
        {...pinProps}
      />
    </Stack>
  );
}
