import { businessOfOrganisation, canAct, mayManageAdmins } from '@causeway/domain';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { useMembers } from '../api/get-members.ts';
import { InviteMemberDialog } from './invite-member-dialog.tsx';
import { MembersTable } from './members-table.tsx';

type MembersSettingsProps = {
  businessId: string;
  context: UserBusinessContext;
  currentUserId: string | null;
};

/** Settings → Members: the list, and invite/remove shown only with addMember/deleteMember. */
export function MembersSettings({ businessId, context, currentUserId }: MembersSettingsProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const members = useMembers(businessId);
  const [inviteOpened, inviteDialog] = useDisclosure(false);
  const canAdd = canAct(context, 'addMember', businessId);
  const canRemove = canAct(context, 'deleteMember', businessId);
  // Only an admin grants or takes away the admin role: nothing else is offered that would be refused.
  const managesAdmins = mayManageAdmins(context.userRoles, businessOfOrganisation(context, businessId));

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('members.heading')}
        </Title>
        {canAdd && (
          <Button leftSection={<IconUserPlus size={18} />} onClick={inviteDialog.open}>
            {t('members.invite')}
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p="md">
        {members.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : members.isError ? (
          <Alert color="red">{apiError(members.error)}</Alert>
        ) : members.data.length === 0 ? (
          <Text c="dimmed">{t('members.empty')}</Text>
        ) : (
          <MembersTable
            members={members.data}
            businessId={businessId}
            businessName={context.topLevelBusinessName}
            canRemove={canRemove}
            managesAdmins={managesAdmins}
            currentUserId={currentUserId}
          />
        )}
      </Paper>
      {canAdd && (
        <InviteMemberDialog
          businessId={businessId}
          managesAdmins={managesAdmins}
          opened={inviteOpened}
          onClose={inviteDialog.close}
        />
      )}
    </Stack>
  );
}
