import { parseAmountToCents } from '@causeway/domain';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { MoneyText } from '../../../ui/money-text.tsx';
import type { Card } from '../api/get-cards.ts';
import type { LoadCardsForm, LoadCardsInput } from '../api/load-cards.ts';
import { cardholderName } from './card-labels.ts';
import { MaskedNumber } from './masked-number.tsx';

type LoadAmountFieldsProps = {
  form: UseFormReturn<LoadCardsForm, unknown, LoadCardsInput>;
  cards: readonly Card[];
};

/** The sum of what is typed so far, while every amount reads as one. */
function typedTotalCents(values: LoadCardsForm, cardCount: number): number | null {
  const texts = values.mode === 'same' ? [values.amount] : values.amounts;
  const cents = texts.map((text) => parseAmountToCents(text));
  if (cents.some((value) => value === null)) return null;
  const sum = (cents as number[]).reduce((total, value) => total + value, 0);
  return values.mode === 'same' ? sum * cardCount : sum;
}

/** One amount for every card, or one per card; the total to be taken from the funding account. */
export function LoadAmountFields({ form, cards }: LoadAmountFieldsProps) {
  const { t } = useTranslation();
  const { fieldError } = useTranslatedErrors();
  const values = form.watch();
  const total = typedTotalCents(values, cards.length);
  const errors = form.formState.errors;

  return (
    <Stack gap="sm">
      {cards.length > 1 && (
        <Controller
          control={form.control}
          name="mode"
          render={({ field }) => (
            <SegmentedControl
              aria-label={t('cards.amountMode')}
              value={field.value}
              onChange={(value) => field.onChange(value as LoadCardsForm['mode'])}
              data={[
                { value: 'same', label: t('cards.sameAmount') },
                { value: 'each', label: t('cards.amountPerCard') },
              ]}
              fullWidth
            />
          )}
        />
      )}
      {values.mode === 'same' ? (
        <AmountInput
          label={cards.length > 1 ? t('cards.amountEach') : t('cards.amount')}
          data-autofocus
          error={fieldError(errors.amount?.message)}
          {...form.register('amount')}
        />
      ) : (
        cards.map((card, index) => (
          <Group key={card.id} gap="sm" align="flex-start" wrap="nowrap">
            <Stack gap={0} style={{ flex: 1 }} miw={0} pt={6}>
              <Text size="sm" fw={500} truncate="end">
                {cardholderName(card)}
              </Text>
              <MaskedNumber last4={card.last4} size="xs" c="dimmed" />
            </Stack>
            <AmountInput
              aria-label={`${t('cards.amount')}: ${cardholderName(card)}`}
              w={150}
              error={fieldError(errors.amounts?.[index]?.message)}
              {...form.register(`amounts.${index}`)}
            />
          </Group>
        ))
      )}
      {total !== null && total > 0 && (
        <Text size="sm">
          {t('cards.loadTotal')} <MoneyText cents={total} fw={600} />
        </Text>
      )}
    </Stack>
  );
}
