import { CARD_FORMS, CARD_STATUSES } from '@causeway/contracts';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CardForm, CardStatus, CardFilters as Filters } from '../api/get-cards.ts';

type CardFiltersProps = { filters: Filters; onChange: (filters: Filters) => void };

/** Search by name, email, last four digits or card ID; filter by status and form. */
export function CardFilters({ filters, onChange }: CardFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('cards.search')}
        placeholder={t('cards.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.currentTarget.value })}
        type="search"
        maxLength={100}
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label={t('cards.status')}
        placeholder={t('cards.allStatuses')}
        data={CARD_STATUSES.map((status) => ({ value: status, label: t(`cards.statuses.${status}`) }))}
        value={filters.status}
        onChange={(value) => onChange({ ...filters, status: value as CardStatus | null })}
        clearable
        comboboxProps={{ withinPortal: true }}
        style={{ flex: '1 1 160px' }}
      />
      <Select
        label={t('cards.form')}
        placeholder={t('cards.allForms')}
        data={CARD_FORMS.map((form) => ({ value: form, label: t(`cards.forms.${form}`) }))}
        value={filters.form}
        onChange={(value) => onChange({ ...filters, form: value as CardForm | null })}
        clearable
        comboboxProps={{ withinPortal: true }}
        style={{ flex: '1 1 160px' }}
      />
    </Group>
  );
}
