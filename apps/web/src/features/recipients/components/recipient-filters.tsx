import {
  RECIPIENT_INTAKE_STATUSES,
  RECIPIENT_TYPES,
  type RecipientIntakeStatus,
  type RecipientType,
} from '@causeway/domain';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RecipientFilters as Filters } from '../api/get-recipients.ts';

type RecipientFiltersProps = { filters: Filters; onChange: (filters: Filters) => void };

/** Search by name or email; filter by intake status and type. */
export function RecipientFilters({ filters, onChange }: RecipientFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('recipients.search')}
        placeholder={t('recipients.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.currentTarget.value })}
        type="search"
        maxLength={100}
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label={t('recipients.intakeStatus')}
        placeholder={t('recipients.allIntakeStatuses')}
        data={RECIPIENT_INTAKE_STATUSES.map((status) => ({
          value: status,
          label: t(`recipients.intakeStatuses.${status}`),
        }))}
        value={filters.intakeStatus}
        onChange={(value) => onChange({ ...filters, intakeStatus: value as RecipientIntakeStatus | null })}
        clearable
        comboboxProps={{ withinPortal: true }}
        style={{ flex: '1 1 200px' }}
      />
      <Select
        label={t('recipients.type')}
        placeholder={t('recipients.allTypes')}
        data={RECIPIENT_TYPES.map((type) => ({ value: type, label: t(`recipients.types.${type}`) }))}
        value={filters.type}
        onChange={(value) => onChange({ ...filters, type: value as RecipientType | null })}
        clearable
        comboboxProps={{ withinPortal: true }}
        style={{ flex: '1 1 160px' }}
      />
    </Group>
  );
}
