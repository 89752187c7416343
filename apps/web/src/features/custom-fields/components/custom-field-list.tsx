import { ActionIcon, Badge, Code, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CustomFieldOption } from '../../../lib/custom-fields/custom-field-options.ts';

/** How many dropdown options a row names before "+N". */
const OPTIONS_SHOWN = 4;

type CustomFieldListProps = {
  fields: readonly CustomFieldOption[];
  label: string;
  canEdit: boolean;
  busy: boolean;
  onEdit: (field: CustomFieldOption) => void;
  onRemove: (field: CustomFieldOption) => void;
  onMove: (field: CustomFieldOption, step: -1 | 1) => void;
};

/**
 * The fields of one record type, in the order forms show them; actions only with editCustomField.
 * Fields the platform sets come first with a badge and no actions, and own fields move below them.
 */
export function CustomFieldList({
  fields,
  label,
  canEdit,
  busy,
  onEdit,
  onRemove,
  onMove,
}: CustomFieldListProps) {
  const { t } = useTranslation();
  const action = (
    name: string,
    icon: React.ReactNode,
    onClick: () => void,
    disabled = false,
    color?: string,
  ) => (
    <Tooltip label={name}>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={name}
        onClick={onClick}
        disabled={busy || disabled}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Stack component="ul" gap={0} m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {fields.map((field, index) => {
        const shown = field.dataOptions.slice(0, OPTIONS_SHOWN);
        const more = field.dataOptions.length - shown.length;
        return (
          <Group
            component="li"
            key={field.name}
            justify="space-between"
            align="flex-start"
            wrap="nowrap"
            gap="sm"
            py="sm"
            style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-3)' }}
          >
            <Stack gap={4} miw={0} style={{ flex: 1 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {field.label}
                </Text>
                <Badge variant="light" color={field.dataType === 'dropdown' ? 'grape' : 'gray'}>
                  {t(`customFields.dataTypes.${field.dataType}`)}
                </Badge>
                {field.fixed && (
                  <Tooltip label={t('customFields.fixedHint')} multiline maw={280}>
                    <Badge variant="outline" color="blue" leftSection={<IconLock size={12} />}>
                      {t('customFields.fixedBadge')}
                    </Badge>
                  </Tooltip>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {t('customFields.storedAs')}{' '}
                <Code>
                  <bdi dir="ltr">{field.name}</bdi>
                </Code>
              </Text>
              {field.dataType === 'dropdown' && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('customFields.optionsList', {
                    list: more > 0 ? `${shown.join(', ')} +${more}` : shown.join(', '),
                  })}
                </Text>
              )}
            </Stack>
            {canEdit && !field.fixed && (
              <Group gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
                {action(
                  t('customFields.moveUp', { label: field.label }),
                  <IconArrowUp size={18} />,
                  () => onMove(field, -1),
                  index === 0 || fields[index - 1]?.fixed === true,
                )}
                {action(
                  t('customFields.moveDown', { label: field.label }),
                  <IconArrowDown size={18} />,
                  () => onMove(field, 1),
                  index === fields.length - 1,
                )}
                {action(t('customFields.editField', { label: field.label }), <IconPencil size={18} />, () =>
                  onEdit(field),
                )}
                {action(
                  t('customFields.removeField', { label: field.label }),
                  <IconTrash size={18} />,
                  () => onRemove(field),
                  false,
                  'red',
                )}
              </Group>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
