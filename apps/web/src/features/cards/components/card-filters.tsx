import { CARD_FORMS, CARD_STATUSES } from '@causeway/domain';
import { ColorSwatch, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBusinessTags } from '../api/business-tags.ts';
import type { CardForm, CardStatus, CardFilters as Filters } from '../api/get-cards.ts';

type CardFiltersProps = { businessId: string; filters: Filters; onChange: (filters: Filters) => void };

/** Search by name, email, last four digits or card ID; filter by status, form and tag. */
export function CardFilters({ businessId, filters, onChange }: CardFiltersProps) {
  const { t } = useTranslation();
  const tags = useBusinessTags(businessId).data ?? [];
  const colorOf = new Map(tags.map((tag) => [tag.id, tag.color]));
  const chosenColor = filters.tagId ? colorOf.get(filters.tagId) : undefined;
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
      <Select
        label={t('cardTags.tag')}
        placeholder={t('cardTags.allTags')}
        data={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
        value={filters.tagId}
        onChange={(value) => onChange({ ...filters, tagId: value })}
        clearable
        searchable
        nothingFoundMessage={t('cardTags.noTags')}
        leftSection={chosenColor && <ColorSwatch color={chosenColor} size={14} aria-hidden="true" />}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch color={colorOf.get(option.value) ?? 'gray'} size={14} aria-hidden="true" />
            <bdi>{option.label}</bdi>
          </Group>
        )}
        comboboxProps={{ withinPortal: true }}
        style={{ flex: '1 1 180px' }}
      />
    </Group>
  );
}
