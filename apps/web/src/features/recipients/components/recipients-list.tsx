import { bankTransferEndpoints } from '@causeway/contracts';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { canCall } from '../../../lib/api/can-call.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { useCompactLayout } from '../../../ui/use-compact-layout.ts';
import { type RecipientFilters as Filters, type Recipient, useRecipients } from '../api/get-recipients.ts';
import { RecipientFilters } from './recipient-filters.tsx';
import { RecipientList, RecipientsTable } from './recipient-rows.tsx';

const SEARCH_DEBOUNCE_MS = 300;

type RecipientsListProps = {
  businessId: string;
  context: UserBusinessContext;
  /** An action per row (Send payment), composed by the route from the bank-transfers feature. */
  rowAction?: (recipient: Recipient) => ReactNode;
};

/** The business's recipients: search, intake status and type filters, "Load more" pages. */
export function RecipientsList({ businessId, context, rowAction }: RecipientsListProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const [filters, setFilters] = useState<Filters>({ search: '', intakeStatus: null, type: null });
  const [search] = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const recipients = useRecipients(businessId, { ...filters, search });
  const rows = recipients.data?.pages.flatMap((page) => page.recipients) ?? [];
  const canOpen = (recipient: Recipient) =>
    canCall(context, bankTransferEndpoints.recipient, recipient.businessId);
  const Rows = useCompactLayout() ? RecipientList : RecipientsTable;
  const filtered = Boolean(search.trim() || filters.intakeStatus || filters.type);

  return (
    <Stack>
      <RecipientFilters filters={filters} onChange={setFilters} />
      {recipients.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : recipients.isError ? (
        <Alert color="red">{apiError(recipients.error)}</Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{filtered ? t('recipients.noMatches') : t('recipients.empty')}</Text>
      ) : (
        <Rows businessId={businessId} recipients={rows} canOpen={canOpen} rowAction={rowAction} />
      )}
      {recipients.hasNextPage && (
        <Center>
          <Button
            variant="default"
            onClick={() => void recipients.fetchNextPage()}
            loading={recipients.isFetchingNextPage}
          >
            {t('common.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
