import { DEPOSIT_TYPES, type DepositType } from '@causeway/domain';
import { Alert, Button, Center, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useCustomFieldOptions } from '../../../lib/custom-fields/use-custom-field-options.ts';
import { useDeposits } from '../api/get-deposits.ts';
import { DepositRows } from './deposit-rows.tsx';

/** Money in and out of the funding account, newest first, by type, a page at a time. */
export function DepositsList({ businessId, organizationId }: { businessId: string; organizationId: string }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const [type, setType] = useState<DepositType | null>(null);
  const deposits = useDeposits(businessId, type);
  const rows = deposits.data?.pages.flatMap((page) => page.deposits) ?? [];
  const { optionsByBusiness } = useCustomFieldOptions(
    [businessId],
    organizationId,
    'funding_account_deposit',
  );
  const labels = new Map(
    (optionsByBusiness.get(businessId) ?? []).map((option) => [option.name, option.label]),
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="deposits-heading">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Title id="deposits-heading" order={2} size="h4">
            {t('funding.depositsHeading')}
          </Title>
          <Select
            label={t('funding.depositType')}
            w={{ base: '100%', xs: 260 }}
            data={DEPOSIT_TYPES.map((value) => ({ value, label: t(`funding.depositTypes.${value}`) }))}
            value={type}
            onChange={(value) => setType(value as DepositType | null)}
            placeholder={t('funding.allTypes')}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        {deposits.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        ) : deposits.isError ? (
          <Alert color="red">{apiError(deposits.error)}</Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed">{t('funding.depositsEmpty')}</Text>
        ) : (
          <DepositRows deposits={rows} labelledBy="deposits-heading" customFieldLabels={labels} />
        )}
        {deposits.hasNextPage && (
          <Center>
            <Button
              variant="default"
              onClick={() => void deposits.fetchNextPage()}
              loading={deposits.isFetchingNextPage}
            >
              {t('common.loadMore')}
            </Button>
          </Center>
        )}
      </Stack>
    </Paper>
  );
}
