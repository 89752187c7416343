import { Badge, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format-date.ts';
import type { Member } from '../api/get-members.ts';
import { memberName } from './member-name.ts';
import { RemoveMemberButton } from './remove-member-button.tsx';

type MembersTableProps = {
  members: readonly Member[];
  /** The business of the page (its list is refreshed after a removal). */
  businessId: string;
  /** Whether the caller may remove this member, on the business their role is on. */
  canRemove: (member: Member) => boolean;
  currentUserId: string | null;
};

/** Members with their role, business and status; a remove action per row when allowed (never on oneself). */
export function MembersTable({ members, businessId, canRemove, currentUserId }: MembersTableProps) {
  const { t } = useTranslation();
  const removable = members.some((member) => member.id !== currentUserId && canRemove(member));
  // An organisation's list holds its programs' members too: then say where each role is.
  const manyBusinesses = new Set(members.map((member) => member.businessId)).size > 1;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('members.name')}</Table.Th>
            <Table.Th>{t('members.email')}</Table.Th>
            <Table.Th>{t('members.role')}</Table.Th>
            {manyBusinesses && <Table.Th>{t('members.business')}</Table.Th>}
            <Table.Th>{t('members.status')}</Table.Th>
            <Table.Th>{t('members.since')}</Table.Th>
            {removable && (
              <Table.Th>
                <VisuallyHidden>{t('members.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={`${member.businessId}:${member.id}`}>
              <Table.Td fw={500}>{memberName(member)}</Table.Td>
              <Table.Td>
                <bdi>{member.email}</bdi>
              </Table.Td>
              <Table.Td>{t(`roles.${member.role}`)}</Table.Td>
              {manyBusinesses && <Table.Td>{member.businessName}</Table.Td>}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badge
                  variant="light"
                  color={member.status === 'active' ? 'teal' : 'yellow'}
                  style={{ minWidth: 'max-content' }}
                >
                  {member.status === 'active' ? t('members.active') : t('members.invited')}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(member.since)}</Table.Td>
              {removable && (
                <Table.Td ta="end">
                  {member.id !== currentUserId && canRemove(member) && (
                    <RemoveMemberButton pageBusinessId={businessId} member={member} />
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
