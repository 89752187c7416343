import { businessEndpoints } from '@causeway/contracts';
import { businessOfOrganisation, mayManageAdmins } from '@causeway/domain';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { canCall } from '../../../lib/api/can-call.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { type Member, useMembers } from '../api/get-members.ts';
import { InviteMemberDialog, type InviteTarget } from './invite-member-dialog.tsx';
import { MembersTable } from './members-table.tsx';
import { OwnLanguageSetting } from './own-language-setting.tsx';

type MembersSettingsProps = {
  businessId: string;
  /** The page's business and, on an organisation's page, its programs: where members may be invited. */
  businesses: readonly { id: string; name: string }[];
  context: UserBusinessContext;
  currentUserId: string | null;
};

/**
 * Settings → Members: the list (an organisation's with its programs' members) and invite/remove,
 * each offered only where the server allows it (addMember / deleteMember on the member's business;
 * granting or removing the admin role for an admin only), and below them the member's own message
 * language.
 */
export function MembersSettings({ businessId, businesses, context, currentUserId }: MembersSettingsProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const members = useMembers(businessId);
  const [inviteOpened, inviteDialog] = useDisclosure(false);
  const managesAdminsOn = (id: string) =>
    mayManageAdmins(context.userRoles, businessOfOrganisation(context, id));
  const inviteTargets: InviteTarget[] = businesses
    .filter((business) => canCall(context, businessEndpoints.inviteMember, business.id))
    .map((business) => ({ ...business, managesAdmins: managesAdminsOn(business.id) }));
  const canRemove = (member: Member) =>
    canCall(context, businessEndpoints.removeMember, member.businessId) &&
    (member.role !== 'admin' || managesAdminsOn(member.businessId));

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('members.heading')}
        </Title>
        {inviteTargets.length > 0 && (
          <Button leftSection={<IconUserPlus size={18} />} onClick={inviteDialog.open}>
            {t('members.invite')}
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p="md">
        {members.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        ) : members.isError ? (
          <Alert color="red">{apiError(members.error)}</Alert>
        ) : members.data.length === 0 ? (
          <Text c="dimmed">{t('members.empty')}</Text>
        ) : (
          <MembersTable
            members={members.data}
            businessId={businessId}
            canRemove={canRemove}
            currentUserId={currentUserId}
          />
        )}
      </Paper>
      {inviteTargets.length > 0 && (
        <InviteMemberDialog
          pageBusinessId={businessId}
          targets={inviteTargets}
          opened={inviteOpened}
          onClose={inviteDialog.close}
        />
      )}
      <OwnLanguageSetting />
    </Stack>
  );
}
