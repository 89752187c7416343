import { Badge, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format-date.ts';
import type { Member } from '../api/get-members.ts';
import { memberName } from './member-name.ts';
import { RemoveMemberButton } from './remove-member-button.tsx';

type MembersTableProps = {
  members: readonly Member[];
  businessId: string;
  businessName: string;
  canRemove: boolean;
  /** Whether the caller may remove an admin (only an admin may). */
  managesAdmins: boolean;
  currentUserId: string | null;
};

/** Members with their role and status; a remove action per row when allowed (never on oneself, on an admin only for an admin). */
export function MembersTable({
  members,
  businessId,
  businessName,
  canRemove,
  managesAdmins,
  currentUserId,
}: MembersTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('members.name')}</Table.Th>
            <Table.Th>{t('members.email')}</Table.Th>
            <Table.Th>{t('members.role')}</Table.Th>
            <Table.Th>{t('members.status')}</Table.Th>
            <Table.Th>{t('members.since')}</Table.Th>
            {canRemove && (
              <Table.Th>
                <VisuallyHidden>{t('members.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td fw={500}>{memberName(member)}</Table.Td>
              <Table.Td>
                <bdi>{member.email}</bdi>
              </Table.Td>
              <Table.Td>{t(`roles.${member.role}`)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={member.status === 'active' ? 'teal' : 'yellow'}>
                  {member.status === 'active' ? t('members.active') : t('members.invited')}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDate(member.since)}</Table.Td>
              {canRemove && (
                <Table.Td ta="end">
                  {member.id !== currentUserId && (member.role !== 'admin' || managesAdmins) && (
                    <RemoveMemberButton businessId={businessId} businessName={businessName} member={member} />
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
