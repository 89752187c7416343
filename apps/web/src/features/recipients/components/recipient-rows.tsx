import { Anchor, Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import type { Recipient } from '../api/get-recipients.ts';
import { AccountNumber, HoldBadge, IntakeStatusBadge } from './recipient-badges.tsx';

export type RecipientRowsProps = {
  /** The business of the page: links stay under it. */
  businessId: string;
  recipients: readonly Recipient[];
  /** Whether the caller may open the recipient's page (permission viewIndividualRecipient). */
  canOpen: (recipient: Recipient) => boolean;
  /** An action at the end of each row (Send payment), composed by the route. */
  rowAction?: (recipient: Recipient) => ReactNode;
};

function RecipientName({
  businessId,
  recipient,
  canOpen,
}: Omit<RecipientRowsProps, 'recipients' | 'rowAction'> & { recipient: Recipient }) {
  return canOpen(recipient) ? (
    <Anchor
      component={Link}
      to={pathTo('recipient', { businessId, recipientId: recipient.id })}
      fw={500}
      c="inherit"
      onClick={(event) => event.stopPropagation()}
    >
      <bdi>{recipient.name}</bdi>
    </Anchor>
  ) : (
    <Text fw={500} component="span">
      <bdi>{recipient.name}</bdi>
    </Text>
  );
}

/** The recipients on a wide screen; a row opens its recipient when the caller may see it. */
export function RecipientsTable({ businessId, recipients, canOpen, rowAction }: RecipientRowsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('recipients.heading')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('recipients.name')}</Table.Th>
            <Table.Th>{t('recipients.type')}</Table.Th>
            <Table.Th>{t('recipients.intakeStatus')}</Table.Th>
            <Table.Th>{t('recipients.bankAccount')}</Table.Th>
            {rowAction && (
              <Table.Th>
                <VisuallyHidden>{t('recipients.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {recipients.map((recipient) => {
            const open = canOpen(recipient);
            return (
              <Table.Tr
                key={recipient.id}
                onClick={
                  open
                    ? () => navigate(pathTo('recipient', { businessId, recipientId: recipient.id }))
                    : undefined
                }
                style={{ cursor: open ? 'pointer' : undefined }}
              >
                <Table.Td>
                  <Stack gap={0}>
                    <Group gap="xs">
                      <RecipientName businessId={businessId} recipient={recipient} canOpen={canOpen} />
                      {recipient.hold && <HoldBadge hold={recipient.hold} size="sm" />}
                    </Group>
                    <Text size="xs" c="dimmed">
                      <bdi>{recipient.email}</bdi>
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>{t(`recipients.types.${recipient.type}`)}</Table.Td>
                <Table.Td>
                  <IntakeStatusBadge status={recipient.intakeStatus} />
                </Table.Td>
                <Table.Td>
                  <AccountNumber account={recipient.bankAccount} size="sm" />
                </Table.Td>
                {rowAction && (
                  <Table.Td ta="end" onClick={(event) => event.stopPropagation()}>
                    {rowAction(recipient)}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The recipients on a narrow screen: stacked rows, the action kept in view. */
export function RecipientList({ businessId, recipients, canOpen, rowAction }: RecipientRowsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <CompactList label={t('recipients.heading')}>
      {recipients.map((recipient) => {
        const action = rowAction?.(recipient);
        return (
          <CompactRow
            key={recipient.id}
            onClick={
              canOpen(recipient)
                ? () => navigate(pathTo('recipient', { businessId, recipientId: recipient.id }))
                : undefined
            }
            aside={action ? <Box onClick={(event) => event.stopPropagation()}>{action}</Box> : undefined}
          >
            <RecipientName businessId={businessId} recipient={recipient} canOpen={canOpen} />
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{recipient.email}</bdi>
            </Text>
            <Group gap="xs">
              <Text size="xs">{t(`recipients.types.${recipient.type}`)}</Text>
              <AccountNumber account={recipient.bankAccount} size="xs" />
            </Group>
            <Group gap={4}>
              <IntakeStatusBadge status={recipient.intakeStatus} size="sm" />
              {recipient.hold && <HoldBadge hold={recipient.hold} size="sm" />}
            </Group>
          </CompactRow>
        );
      })}
    </CompactList>
  );
}
