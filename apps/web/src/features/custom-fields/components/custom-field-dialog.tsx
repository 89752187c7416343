import { CUSTOM_FIELD_DATA_OPTIONS_MAX } from '@causeway/contracts';
import { CUSTOM_FIELD_DATA_TYPES, type CustomFieldDataType } from '@causeway/domain';
import { Alert, Button, Group, SegmentedControl, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import type { CustomFieldOption } from '../../../lib/custom-fields/custom-field-options.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import {
  type CustomFieldFormField,
  type CustomFieldFormValues,
  checkCustomField,
  customFieldToForm,
  emptyCustomFieldForm,
  suggestFieldName,
} from '../logic/custom-field-sets.ts';

type CustomFieldDialogProps = {
  /** The field to edit; none to add one. */
  field: CustomFieldOption | null;
  /** The resource type's other fields (their names are taken). */
  others: readonly CustomFieldOption[];
  resourceTypeLabel: string;
  opened: boolean;
  onClose: () => void;
  /** Saves the field; answers the error to show, field errors on their fields. */
  onSave: (
    field: CustomFieldOption,
  ) => Promise<null | { field: CustomFieldFormField | 'root'; message: string }>;
  saving: boolean;
};

/** Add or edit one custom field: its label, the name records store it under, and its type and options. */
export function CustomFieldDialog({
  field,
  others,
  resourceTypeLabel,
  opened,
  onClose,
  onSave,
  saving,
}: CustomFieldDialogProps) {
  const { t } = useTranslation();
  const { fieldError } = useTranslatedErrors();
  const editing = field !== null;
  // While adding, the name follows the label until the person types one of their own.
  const [nameTouched, setNameTouched] = useState(false);
  const resolver: Resolver<CustomFieldFormValues> = async (values) => {
    const result = checkCustomField(values, others, editing);
    if (result.ok) return { values, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([name, message]) => [name, { type: 'validate', message }]),
    );
    return { values: {}, errors };
  };
  const form = useForm<CustomFieldFormValues>({
    resolver,
    values: field ? customFieldToForm(field) : emptyCustomFieldForm(),
  });
  const dataType = form.watch('dataType');
  const errors = form.formState.errors;
  // Field messages are validation tokens (the contract's, the form's, or the API's detail by code).
  const message = fieldError;

  const close = () => {
    setNameTouched(false);
    form.reset(field ? customFieldToForm(field) : emptyCustomFieldForm());
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    const result = checkCustomField(values, others, editing);
    if (!result.ok) return;
    const failure = await onSave(result.field);
    if (!failure) {
      close();
      return;
    }
    form.setError(failure.field, { message: failure.message });
  });

  const labelField = form.register('label');

  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={
        editing
          ? t('customFields.editTitle', { resourceType: resourceTypeLabel })
          : t('customFields.addTitle', { resourceType: resourceTypeLabel })
      }
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {errors.root && (
            <Alert color="red" role="alert">
              {message(errors.root.message)}
            </Alert>
          )}
          <TextInput
            label={t('customFields.form.label')}
            description={t('customFields.form.labelHelp')}
            data-autofocus
            maxLength={100}
            error={message(errors.label?.message)}
            {...labelField}
            onChange={(event) => {
              void labelField.onChange(event);
              if (!editing && !nameTouched) {
                form.setValue('name', suggestFieldName(event.currentTarget.value));
              }
            }}
          />
          <TextInput
            label={t('customFields.form.name')}
            description={editing ? t('customFields.form.nameFixed') : t('customFields.form.nameHelp')}
            dir="ltr"
            autoComplete="off"
            maxLength={64}
            readOnly={editing}
            error={message(errors.name?.message)}
            {...form.register('name', { onChange: () => setNameTouched(true) })}
          />
          <Controller
            control={form.control}
            name="dataType"
            render={({ field: control }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="custom-field-data-type">
                  {t('customFields.form.dataType')}
                </Text>
                <SegmentedControl
                  aria-labelledby="custom-field-data-type"
                  data={CUSTOM_FIELD_DATA_TYPES.map((value) => ({
                    value,
                    label: t(`customFields.dataTypes.${value}`),
                  }))}
                  value={control.value}
                  onChange={(value) => control.onChange(value as CustomFieldDataType)}
                />
              </Stack>
            )}
          />
          {dataType === 'dropdown' && (
            <Controller
              control={form.control}
              name="dataOptions"
              render={({ field: control }) => (
                <TagsInput
                  label={t('customFields.form.dataOptions')}
                  description={t('customFields.form.dataOptionsHelp', { max: CUSTOM_FIELD_DATA_OPTIONS_MAX })}
                  value={control.value}
                  onChange={control.onChange}
                  maxTags={CUSTOM_FIELD_DATA_OPTIONS_MAX}
                  splitChars={[',']}
                  acceptValueOnBlur
                  clearable
                  error={message(errors.dataOptions?.message)}
                />
              )}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {editing ? t('customFields.save') : t('customFields.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
