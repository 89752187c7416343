import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import type { Member } from '../api/get-members.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { memberName } from './member-name.ts';

/** Remove a member from the business their role is on, after a confirmation (permission deleteMember). */
export function RemoveMemberButton({ pageBusinessId, member }: { pageBusinessId: string; member: Member }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const [opened, dialog] = useDisclosure(false);
  const removeMember = useRemoveMember(pageBusinessId);
  const businessName = member.businessName;
  const name = memberName(member);

  const confirm = async () => {
    try {
      await removeMember.mutateAsync({ businessId: member.businessId, memberId: member.id });
      showSuccessToast(t('members.removed', { name }));
      dialog.close();
    } catch {
      // The error shows in the dialog below.
    }
  };

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={14} />}
        onClick={dialog.open}
        aria-label={`${t('members.remove')}: ${name}`}
      >
        {t('members.remove')}
      </Button>
      <Dialog opened={opened} onClose={dialog.close} title={t('members.removeTitle')}>
        <Stack>
          <Text>{t('members.removeConfirm', { name, businessName })}</Text>
          {removeMember.isError && <Alert color="red">{apiError(removeMember.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={removeMember.isPending}>
              {t('members.remove')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
