import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomFieldOption } from '../../../lib/custom-fields/custom-field-options.ts';
import { Dialog } from '../../../ui/dialog.tsx';

type RemoveCustomFieldDialogProps = {
  field: CustomFieldOption | null;
  resourceTypeLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  removing: boolean;
};

/** Confirms removing a field: new records stop asking for it; values already saved stay on their records. */
export function RemoveCustomFieldDialog({
  field,
  resourceTypeLabel,
  onCancel,
  onConfirm,
  removing,
}: RemoveCustomFieldDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={field !== null} onClose={onCancel} title={t('customFields.removeTitle')}>
      <Stack>
        <Text>
          {t('customFields.removeConfirm', { label: field?.label ?? '', resourceType: resourceTypeLabel })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={removing}>
            {t('customFields.remove')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
