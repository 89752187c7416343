import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SandboxCard, useBusinessCards } from '../api/get-business-cards.ts';
import { cardOptionLabel } from '../model/card-label.ts';

const SEARCH_DELAY_MS = 250;

type CardPickerProps = {
  businessId: string;
  value: SandboxCard | null;
  onChange: (card: SandboxCard | null) => void;
  error?: string | undefined;
};

/** A card of the business, found by cardholder name, email or last four digits (server search). */
export function CardPicker({ businessId, value, onChange, error }: CardPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // Choosing a card puts its label into the search box; that label is not a search.
  const typed = value && search === cardOptionLabel(value) ? '' : search;
  const [debounced] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const cards = useBusinessCards(businessId, debounced);
  const found = cards.data ?? [];
  const shown = value && !found.some((card) => card.id === value.id) ? [value, ...found] : found;

  return (
    <Select
      label={t('sandbox.purchase.card')}
      placeholder={t('sandbox.purchase.cardPlaceholder')}
      searchable
      clearable
      allowDeselect={false}
      required
      data={shown.map((card) => ({ value: card.id, label: cardOptionLabel(card) }))}
      filter={({ options }) => options}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(shown.find((card) => card.id === id) ?? null)}
      nothingFoundMessage={cards.isFetching ? t('common.loading') : t('sandbox.purchase.noCards')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
