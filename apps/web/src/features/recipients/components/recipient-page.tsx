import { bankTransferEndpoints } from '@causeway/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  useDirection,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuildingBank,
  IconChevronLeft,
  IconChevronRight,
  IconEdit,
  IconEyeOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../i18n/format-date.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { canCall } from '../../../lib/api/can-call.ts';
import { pathTo } from '../../../lib/paths.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { useRecipient } from '../api/get-recipient.ts';
import type { Recipient } from '../api/get-recipients.ts';
import { maskedAccountNumber } from '../model/recipient-view.ts';
import { BankAccountDialog } from './bank-account-dialog.tsx';
import { EditRecipientDialog } from './edit-recipient-dialog.tsx';
import { IntakeStatusPanel } from './intake-status-panel.tsx';
import { RecipientActivities } from './recipient-activities.tsx';
import { HoldBadge } from './recipient-badges.tsx';

type RecipientPageProps = {
  businessId: string;
  recipientId: string;
  context: UserBusinessContext;
  /** Actions beside Edit (Send payment), composed by the route from the bank-transfers feature. */
  headerActions?: (recipient: Recipient) => ReactNode;
  /** The recipient's transfers (the bank-transfers feature's), shown in their tab. */
  transfers?: (recipient: Recipient) => ReactNode;
};

const VERIFICATION_COLORS = { pending: 'yellow', verified: 'teal', failed: 'red' } as const;

/** /{businessId}/recipients/{recipientId}: details, bank account, intake, transfers and activity. */
export function RecipientPage({
  businessId,
  recipientId,
  context,
  headerActions,
  transfers,
}: RecipientPageProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const { apiError } = useTranslatedErrors();
  const recipient = useRecipient(recipientId);
  const [editOpened, editDialog] = useDisclosure(false);
  const [bankOpened, bankDialog] = useDisclosure(false);
  const BackIcon = dir === 'rtl' ? IconChevronRight : IconChevronLeft;
  const back = (
    <Anchor component={Link} to={pathTo('recipients', { businessId })} size="sm">
      <Group gap={4} component="span">
        <BackIcon size={16} aria-hidden="true" />
        {t('recipients.backToRecipients')}
      </Group>
    </Anchor>
  );

  if (recipient.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (recipient.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red">{apiError(recipient.error)}</Alert>
      </Stack>
    );
  }

  const data = recipient.data;
  const can = (endpoint: Parameters<typeof canCall>[1]) => canCall(context, endpoint, data.businessId);
  const canEdit = can(bankTransferEndpoints.updateRecipient);
  const canAddBank = can(bankTransferEndpoints.addBankAccount);

  return (
    <Stack>
      {back}
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={6} miw={0}>
            <Group gap="sm">
              <Title order={1} size="h2">
                <bdi>{data.name}</bdi>
              </Title>
              {data.hold && <HoldBadge hold={data.hold} />}
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t(`recipients.types.${data.type}`)} · <bdi>{data.email}</bdi>
            </Text>
          </Stack>
          <Group gap="sm">
            {headerActions?.(data)}
            {canEdit && (
              <Button variant="default" leftSection={<IconEdit size={18} />} onClick={editDialog.open}>
                {t('recipients.edit')}
              </Button>
            )}
            {canAddBank && (
              <Button
                variant="default"
                leftSection={<IconBuildingBank size={18} />}
                onClick={bankDialog.open}
              >
                {data.bankAccount ? t('recipients.bank.replace') : t('recipients.bank.add')}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      {data.hold && (
        <Alert color="red" title={t(`recipients.holds.${data.hold}`)}>
          {t(`recipients.holdNotes.${data.hold}`)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
        <Stack>
          <DetailsCard recipient={data} />
          <BankAccountCard recipient={data} />
        </Stack>
        <IntakeStatusPanel recipient={data} canRetry={can(bankTransferEndpoints.retryIntake)} />
      </SimpleGrid>
      <Tabs defaultValue={transfers ? 'transfers' : 'activity'} keepMounted={false}>
        <Tabs.List>
          {transfers && <Tabs.Tab value="transfers">{t('recipients.tabs.transfers')}</Tabs.Tab>}
          <Tabs.Tab value="activity">{t('recipients.tabs.activity')}</Tabs.Tab>
        </Tabs.List>
        {transfers && (
          <Tabs.Panel value="transfers" pt="md">
            <Paper withBorder radius="md" p="md">
              {transfers(data)}
            </Paper>
          </Tabs.Panel>
        )}
        <Tabs.Panel value="activity" pt="md">
          <Paper withBorder radius="md" p="md">
            <RecipientActivities recipientId={data.id} />
          </Paper>
        </Tabs.Panel>
      </Tabs>
      {canEdit && <EditRecipientDialog recipient={data} opened={editOpened} onClose={editDialog.close} />}
      {canAddBank && <BankAccountDialog recipient={data} opened={bankOpened} onClose={bankDialog.close} />}
    </Stack>
  );
}

/** Label and value rows that stay readable at 360 px. */
function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={6}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%" fw={500} c="dimmed" style={{ background: 'none', paddingInlineStart: 0 }}>
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DetailsCard({ recipient }: { recipient: Recipient }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('recipients.details')}
        </Title>
        <Facts
          rows={[
            [t('recipients.type'), t(`recipients.types.${recipient.type}`)],
            [t('recipients.name'), <bdi key="name">{recipient.name}</bdi>],
            [t('recipients.email'), <bdi key="email">{recipient.email}</bdi>],
            [
              t('recipients.phone'),
              recipient.phone ? (
                <bdi key="phone" dir="ltr">
                  {recipient.phone}
                </bdi>
              ) : (
                <Text key="phone" span c="dimmed" inherit>
                  {t('recipients.none')}
                </Text>
              ),
            ],
            [t('recipients.addedOn'), formatDate(recipient.createdAt)],
          ]}
        />
      </Stack>
    </Paper>
  );
}

function BankAccountCard({ recipient }: { recipient: Recipient }) {
  const { t } = useTranslation();
  const account = recipient.bankAccount;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('recipients.bank.heading')}
          </Title>
          {account && (
            <Badge variant="light" color={VERIFICATION_COLORS[account.verificationStatus]}>
              {t(`recipients.bank.verificationStatuses.${account.verificationStatus}`)}
            </Badge>
          )}
        </Group>
        {!account ? (
          <Text size="sm" c="dimmed">
            {t('recipients.bank.none')}
          </Text>
        ) : account.masked ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconEyeOff size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" c="dimmed">
              {t('recipients.bank.hiddenNote')}
            </Text>
          </Group>
        ) : (
          <Facts
            rows={[
              [t('recipients.bank.nameOnAccount'), <bdi key="n">{account.nameOnAccount ?? ''}</bdi>],
              [
                t('recipients.bank.accountType'),
                account.accountType ? t(`recipients.bank.accountTypes.${account.accountType}`) : '',
              ],
              [
                t('recipients.bank.accountNumber'),
                account.accountLast4 ? (
                  <Text key="a" span inherit ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    <span dir="ltr">{maskedAccountNumber(account.accountLast4)}</span>
                  </Text>
                ) : (
                  ''
                ),
              ],
              [
                t('recipients.bank.routingNumber'),
                <Text key="r" span inherit ff="monospace">
                  <span dir="ltr">{account.routingNumber ?? ''}</span>
                </Text>,
              ],
              [t('recipients.bank.bankName'), <bdi key="b">{account.bankName ?? t('recipients.none')}</bdi>],
              [t('recipients.bank.source'), t(`recipients.bank.sources.${account.source}`)],
            ]}
          />
        )}
        {account?.failureReason && (
          <Text size="sm" c="red.8">
            {t('recipients.bank.failedBecause', {
              reason: t(`bankTransfers.failureReasons.${account.failureReason}`),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
