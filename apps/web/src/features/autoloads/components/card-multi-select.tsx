import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardOption, useCardOptions } from '../api/autoloads.ts';

type CardMultiSelectProps = {
  businessId: string;
  value: string[];
  onChange: (cardIds: string[]) => void;
  error?: string | undefined;
  /** Cards already in the autoload, left out of the choices. */
  exclude?: readonly string[];
  /** Required when creating an autoload; adding cards to one is a choice, not a required field. */
  required?: boolean;
};

/** Cards of the business, searched on the server as the person types; chosen ones keep their names. */
export function CardMultiSelect({
  businessId,
  value,
  onChange,
  error,
  exclude = [],
  required = false,
}: CardMultiSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useCardOptions(businessId, debounced);
  const known = useRef(new Map<string, CardOption>());
  for (const option of found.data ?? []) known.current.set(option.value, option);
  const chosen = value.flatMap((id) => known.current.get(id) ?? []);
  const data = [
    ...chosen,
    ...(found.data ?? []).filter(
      (option) => !value.includes(option.value) && !exclude.includes(option.value),
    ),
  ];
  return (
    <MultiSelect
      label={t('autoloads.cards')}
      placeholder={t('autoloads.cardsPlaceholder')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('autoloads.noCardsFound')}
      comboboxProps={{ withinPortal: true }}
      error={error}
      required={required}
    />
  );
}
