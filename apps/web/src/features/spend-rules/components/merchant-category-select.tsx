import { type ComboboxItem, MultiSelect, type OptionsFilter, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  brandGroupOfChoice,
  type MerchantCategoryOption,
  matchesMerchantCategory,
  merchantCategoryOptions,
} from '../logic/merchant-category-options.ts';
import { brandGroupLabel } from '../logic/spend-rule-text.ts';

type MerchantCategorySelectProps = {
  label: string;
  description?: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
};

type Item = ComboboxItem & { option: MerchantCategoryOption };

/** Pick merchant categories by code or words of their description; brand groups pick a whole range. */
export function MerchantCategorySelect({
  label,
  description,
  value,
  onChange,
  error,
  disabled,
}: MerchantCategorySelectProps) {
  const { t } = useTranslation();
  const data = useMemo<Item[]>(
    () =>
      merchantCategoryOptions((range) => brandGroupLabel(range, t), value).map((option) => ({
        value: option.value,
        label: brandGroupOfChoice(option.value)
          ? option.description
          : `${option.code} · ${option.description}`,
        option,
      })),
    [t, value],
  );
  const byValue = useMemo(() => new Map(data.map((item) => [item.value, item.option])), [data]);
  const filter: OptionsFilter = ({ options, search }) =>
    options.filter((item) => {
      const option = 'value' in item ? byValue.get(item.value) : undefined;
      return option ? matchesMerchantCategory(option, search) : false;
    });

  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={value.length === 0 ? t('spendRules.form.mccsPlaceholder') : undefined}
      data={data}
      value={value}
      onChange={onChange}
      filter={filter}
      searchable
      clearable
      hidePickedOptions
      maxDropdownHeight={280}
      nothingFoundMessage={t('spendRules.form.mccsNothingFound')}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => {
        const category = byValue.get(option.value);
        if (!category) return option.label;
        const group = brandGroupOfChoice(option.value);
        return (
          <div>
            <Text size="sm" fw={group ? 600 : undefined}>
              {category.description}
            </Text>
            {!group && (
              <Text size="xs" c="dimmed">
                <bdi dir="ltr">{category.code}</bdi>
              </Text>
            )}
          </div>
        );
      }}
    />
  );
}
