import { businessEndpoints, CUSTOM_FIELD_OPTIONS_MAX } from '@causeway/contracts';
import {
  CUSTOM_FIELD_RESOURCE_TYPES,
  type CustomFieldResourceType,
  validationMessage,
} from '@causeway/domain';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../i18n/translate-validation.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { canCall } from '../../../lib/api/can-call.ts';
import type { BusinessSettings, CustomFieldOption } from '../../../lib/custom-fields/custom-field-options.ts';
import { businessSettingsQueryOptions } from '../../../lib/custom-fields/use-custom-field-options.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import { useSaveCustomFields } from '../api/save-custom-fields.ts';
import {
  type CustomFieldFormField,
  type CustomFieldSet,
  fieldsOf,
  moveCustomField,
  removeCustomField,
  upsertCustomField,
} from '../logic/custom-field-sets.ts';
import { CustomFieldDialog } from './custom-field-dialog.tsx';
import { CustomFieldList } from './custom-field-list.tsx';
import { RemoveCustomFieldDialog } from './remove-custom-field-dialog.tsx';

type CustomFieldsSettingsProps = { businessId: string; context: UserBusinessContext };

type Editing = { resourceType: CustomFieldResourceType; field: CustomFieldOption | null };

const FORM_FIELDS = new Set<string>(['label', 'name', 'dataType', 'dataOptions']);

/** The form field a refused settings path names ("customFields.0.options.1.dataOptions.2" → dataOptions). */
function formFieldOfSettingsPath(path: string): CustomFieldFormField | 'root' {
  const field = path.split('.').find((part) => FORM_FIELDS.has(part));
  return (field as CustomFieldFormField | undefined) ?? 'root';
}

/**
 * Settings → Custom fields: per record type, the fields people fill in with it (spec §3). Changes
 * need editCustomField and are saved one at a time against the settings last read (If-Match).
 */
export function CustomFieldsSettings({ businessId, context }: CustomFieldsSettingsProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const queryClient = useQueryClient();
  const settingsQuery = useQuery(businessSettingsQueryOptions(businessId));
  const save = useSaveCustomFields(businessId);
  const canEdit = canCall(context, businessEndpoints.patchSettings, businessId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<{
    resourceType: CustomFieldResourceType;
    field: CustomFieldOption;
  } | null>(null);

  const settings: BusinessSettings | null = settingsQuery.data ?? null;
  const sets: CustomFieldSet[] = settings?.customFields ?? [];
  const resourceTypeLabel = (resourceType: CustomFieldResourceType) =>
    t(`customFields.resourceTypes.${resourceType}`);

  /** Saves the new sets; a stale read (412, or settings created meanwhile) is reported and reloaded. */
  const persist = async (customFields: CustomFieldSet[], success: string) => {
    try {
      await save.mutateAsync({ settings, customFields });
      showSuccessToast(success);
      return null;
    } catch (error) {
      if (isApiError(error, 412) || (isApiError(error, 409) && error.code === 'settings_exist')) {
        showErrorToast(t('customFields.stale'));
        await queryClient.invalidateQueries({ queryKey: businessSettingsQueryOptions(businessId).queryKey });
        return { stale: true, error } as const;
      }
      return { stale: false, error } as const;
    }
  };

  const saveField = async (field: CustomFieldOption) => {
    if (!editing) return null;
    const { resourceType } = editing;
    const next = upsertCustomField(sets, resourceType, field, editing.field?.name);
    const failure = await persist(
      next,
      editing.field
        ? t('customFields.saved', { label: field.label })
        : t('customFields.added', { label: field.label, resourceType: resourceTypeLabel(resourceType) }),
    );
    if (!failure) return null;
    if (failure.stale) {
      setEditing(null);
      return null;
    }
    const [detail] = isApiError(failure.error, 400) ? failure.error.details : [];
    if (detail) {
      return {
        field: formFieldOfSettingsPath(detail.field),
        message: validationMessage(detail.code, detail.params),
      };
    }
    return { field: 'root' as const, message: apiError(failure.error) };
  };

  const removeField = async () => {
    if (!removing) return;
    const failure = await persist(
      removeCustomField(sets, removing.resourceType, removing.field.name),
      t('customFields.removed', { label: removing.field.label }),
    );
    if (failure && !failure.stale) showErrorToast(apiError(failure.error));
    setRemoving(null);
  };

  const moveField = async (resourceType: CustomFieldResourceType, field: CustomFieldOption, step: -1 | 1) => {
    const failure = await persist(
      moveCustomField(sets, resourceType, field.name, step),
      t('customFields.moved', { label: field.label }),
    );
    if (failure && !failure.stale) showErrorToast(apiError(failure.error));
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('customFields.heading')}
      </Title>
      <Text c="dimmed" size="sm">
        {canEdit ? t('customFields.intro') : t('customFields.readOnly')}
      </Text>
      {settingsQuery.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : settingsQuery.isError ? (
        <Alert color="red">{apiError(settingsQuery.error)}</Alert>
      ) : (
        CUSTOM_FIELD_RESOURCE_TYPES.map((resourceType) => {
          const fields = fieldsOf(sets, resourceType);
          const full = fields.length >= CUSTOM_FIELD_OPTIONS_MAX;
          const headingId = `custom-fields-${resourceType}`;
          return (
            <Paper
              key={resourceType}
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-labelledby={headingId}
            >
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Title order={2} size="h4" id={headingId}>
                      {resourceTypeLabel(resourceType)}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t(`customFields.resourceTypeHelp.${resourceType}`)}
                    </Text>
                  </Stack>
                  {canEdit && (
                    <Button
                      variant="light"
                      size="sm"
                      leftSection={<IconPlus size={16} />}
                      disabled={full || save.isPending}
                      title={
                        full
                          ? translateValidation('customFieldsMax', { max: CUSTOM_FIELD_OPTIONS_MAX }, t)
                          : undefined
                      }
                      onClick={() => setEditing({ resourceType, field: null })}
                    >
                      {t('customFields.addField')}
                    </Button>
                  )}
                </Group>
                {fields.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('customFields.empty')}
                  </Text>
                ) : (
                  <CustomFieldList
                    fields={fields}
                    label={resourceTypeLabel(resourceType)}
                    canEdit={canEdit}
                    busy={save.isPending}
                    onEdit={(field) => setEditing({ resourceType, field })}
                    onRemove={(field) => setRemoving({ resourceType, field })}
                    onMove={(field, step) => void moveField(resourceType, field, step)}
                  />
                )}
              </Stack>
            </Paper>
          );
        })
      )}
      {canEdit && (
        <>
          <CustomFieldDialog
            field={editing?.field ?? null}
            others={
              editing
                ? fieldsOf(sets, editing.resourceType).filter((field) => field.name !== editing.field?.name)
                : []
            }
            resourceTypeLabel={editing ? resourceTypeLabel(editing.resourceType) : ''}
            opened={editing !== null}
            onClose={() => setEditing(null)}
            onSave={saveField}
            saving={save.isPending}
          />
          <RemoveCustomFieldDialog
            field={removing?.field ?? null}
            resourceTypeLabel={removing ? resourceTypeLabel(removing.resourceType) : ''}
            onCancel={() => setRemoving(null)}
            onConfirm={() => void removeField()}
            removing={save.isPending}
          />
        </>
      )}
    </Stack>
  );
}
