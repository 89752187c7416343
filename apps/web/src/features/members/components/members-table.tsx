import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format-date.ts';
import { DataTable } from '../../../ui/data-table.tsx';
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
  const mayRemove = (member: Member) => member.id !== currentUserId && canRemove(member);
  const removable = members.some(mayRemove);
  // An organisation's list holds its programs' members too: then say where each role is.
  const manyBusinesses = new Set(members.map((member) => member.businessId)).size > 1;
  return (
    <DataTable
      rows={members}
      rowKey={(member) => `${member.businessId}:${member.id}`}
      label={t('members.heading')}
      minWidth={640}
      columns={[
        { key: 'name', header: t('members.name'), stacked: 'title', cell: memberName },
        {
          key: 'email',
          header: t('members.email'),
          stacked: 'plain',
          cell: (member) => <bdi>{member.email}</bdi>,
        },
        {
          key: 'role',
          header: t('members.role'),
          stacked: 'detail',
          cell: (member) => t(`roles.${member.role}`),
        },
        manyBusinesses && {
          key: 'business',
          header: t('members.business'),
          stacked: 'detail',
          cell: (member: Member) => member.businessName,
        },
        {
          key: 'status',
          header: t('members.status'),
          stacked: 'aside',
          nowrap: true,
          cell: (member) => (
            <Badge
              variant="light"
              color={member.status === 'active' ? 'teal' : 'yellow'}
              style={{ minWidth: 'max-content' }}
            >
              {member.status === 'active' ? t('members.active') : t('members.invited')}
            </Badge>
          ),
        },
        {
          key: 'since',
          header: t('members.since'),
          stacked: 'detail',
          nowrap: true,
          cell: (member) => formatDate(member.since),
        },
        removable && {
          key: 'actions',
          header: t('members.actions'),
          headerHidden: true,
          align: 'end',
          stacked: 'actions',
          cell: (member: Member) =>
            mayRemove(member) && <RemoveMemberButton pageBusinessId={businessId} member={member} />,
        },
      ]}
    />
  );
}
