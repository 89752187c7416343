import { fundingEndpoints } from '@causeway/contracts';
import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { canCall } from '../../../lib/api/can-call.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { type FundingAccount, useFundingAccounts } from '../api/get-funding-accounts.ts';
import { AchDetailsCard } from './ach-details-card.tsx';
import { BalanceSummary } from './balance-summary.tsx';
import { DepositsList } from './deposits-list.tsx';
import { ProgramBalances } from './program-balances.tsx';
import { type TransferAccount, TransferDialog } from './transfer-dialog.tsx';

const toTransferAccount = (account: FundingAccount): TransferAccount => ({
  businessId: account.businessId,
  name: account.name,
  availableCents: account.balance.availableCents,
});

/**
 * The accounts a transfer may use, the page's own first. An organisation's page offers it and its
 * programs; a program's page offers the program and its organisation (the API's rule that one
 * side is the program then holds by construction).
 */
function transferAccounts(
  own: FundingAccount,
  shown: readonly FundingAccount[],
  context: UserBusinessContext,
) {
  if (own.isTopLevel) return [own, ...shown.filter((account) => account !== own)].map(toTransferAccount);
  const organization = { businessId: context.topLevelBusinessId, name: context.topLevelBusinessName };
  return [toTransferAccount(own), { ...organization, availableCents: null }];
}

type FundingAccountPageProps = { businessId: string; context: UserBusinessContext };

/** /{businessId}/funding-account: balances, ACH details, deposits, and transfers between accounts. */
export function FundingAccountPage({ businessId, context }: FundingAccountPageProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const canView = canCall(context, fundingEndpoints.accounts, businessId);
  const canViewAch = canCall(context, fundingEndpoints.achDetails, businessId);
  const canTransfer = canCall(context, fundingEndpoints.transfer, businessId);
  const accounts = useFundingAccounts(businessId, canView);
  const [transferOpened, transferDialog] = useDisclosure(false);
  const own = accounts.data?.find((account) => account.businessId === businessId);
  const programs = accounts.data?.filter((account) => !account.isTopLevel && account !== own) ?? [];
  const transferOptions = own && accounts.data ? transferAccounts(own, accounts.data, context) : [];

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={0}>
          <Title order={1} size="h2">
            {t('funding.heading')}
          </Title>
          {own && <Text c="dimmed">{own.name}</Text>}
        </Stack>
        {canTransfer && transferOptions.length > 1 && (
          <Button leftSection={<IconArrowsLeftRight size={18} />} onClick={transferDialog.open}>
            {t('funding.transfer')}
          </Button>
        )}
      </Group>
      {!canView ? (
        <Alert color="gray">{t('funding.noPermission')}</Alert>
      ) : accounts.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : accounts.isError ? (
        <Alert color="red">{apiError(accounts.error)}</Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: canViewAch ? 2 : 1 }}>
            {own && <BalanceSummary account={own} />}
            {canViewAch && <AchDetailsCard businessId={businessId} />}
          </SimpleGrid>
          {programs.length > 0 && <ProgramBalances programs={programs} />}
          <DepositsList businessId={businessId} organizationId={context.topLevelBusinessId} />
        </>
      )}
      {canTransfer && (
        <TransferDialog
          businessId={businessId}
          organizationId={context.topLevelBusinessId}
          accounts={transferOptions}
          opened={transferOpened}
          onClose={transferDialog.close}
        />
      )}
    </Stack>
  );
}
