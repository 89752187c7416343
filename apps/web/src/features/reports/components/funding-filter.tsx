import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mergeCustomFieldOptions } from '../../../lib/custom-fields/custom-field-options.ts';
import { useCustomFieldOptions } from '../../../lib/custom-fields/use-custom-field-options.ts';

export type FundingFilter = { fieldName: string; fieldValue: string };

type FundingFilterProps = {
  businessId: string;
  organizationId: string;
  filter: FundingFilter;
  onChange: (filter: FundingFilter) => void;
};

/**
 * The grant or funder view: the custom fields staff fill in on loads and bank transfers (a funding
 * source, a grant), and one value of it. Shown only when the business defines such fields.
 */
export function FundingFilterFields({ businessId, organizationId, filter, onChange }: FundingFilterProps) {
  const { t } = useTranslation();
  const loads = useCustomFieldOptions([businessId], organizationId, 'financial_account_load');
  const transfers = useCustomFieldOptions([businessId], organizationId, 'bank_transfers');
  const options = mergeCustomFieldOptions([
    loads.optionsByBusiness.get(businessId) ?? [],
    transfers.optionsByBusiness.get(businessId) ?? [],
  ]);
  if (options.length === 0) return null;
  const chosen = options.find((option) => option.name === filter.fieldName);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('reports.filter.field')}
        placeholder={t('reports.filter.everything')}
        clearable
        value={filter.fieldName || null}
        onChange={(value) => onChange({ fieldName: value ?? '', fieldValue: '' })}
        data={options.map((option) => ({ value: option.name, label: option.label }))}
        w={200}
      />
      {chosen &&
        (chosen.dataType === 'dropdown' && chosen.dataOptions?.length ? (
          <Select
            label={t('reports.filter.value')}
            value={filter.fieldValue || null}
            onChange={(value) => onChange({ ...filter, fieldValue: value ?? '' })}
            data={chosen.dataOptions}
            w={200}
          />
        ) : (
          <TextInput
            label={t('reports.filter.value')}
            value={filter.fieldValue}
            onChange={(event) => onChange({ ...filter, fieldValue: event.currentTarget.value })}
            w={200}
          />
        ))}
    </Group>
  );
}
