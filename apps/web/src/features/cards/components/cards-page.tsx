import { cardEndpoints, cardTagEndpoints, fundingEndpoints } from '@causeway/contracts';
import type { ProductType } from '@causeway/domain';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import {
  IconBuildingBank,
  IconCreditCardPay,
  IconPackage,
  IconPlus,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { canCall } from '../../../lib/api/can-call.ts';
import { pathTo } from '../../../lib/paths.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { useCompactLayout } from '../../../ui/use-compact-layout.ts';
import { type Card, type CardFilters as Filters, useCards } from '../api/get-cards.ts';
import { useCardSelection } from '../hooks/use-card-selection.ts';
import { CardFilters } from './card-filters.tsx';
import { CardList } from './card-list.tsx';
import { CardsTable } from './cards-table.tsx';
import { IssueCardsDialog } from './issue-cards-dialog.tsx';
import { LoadCardsDialog } from './load-cards-dialog.tsx';
import { TagCardsButton } from './tag-cards-dialog.tsx';

/** The organisation and its programs, as the route knows them (names, product types). */
export type BusinessOption = { id: string; name: string; productType: ProductType | null };

type CardsPageProps = {
  businessId: string;
  context: UserBusinessContext;
  businesses: readonly BusinessOption[];
};

const SEARCH_DEBOUNCE_MS = 300;

/** /{businessId}/cards: search and filter, issue virtual cards, select cards to load or tag them. */
export function CardsPage({ businessId, context, businesses }: CardsPageProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const [filters, setFilters] = useState<Filters>({ search: '', status: null, form: null, tagId: null });
  const [search] = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const cards = useCards(businessId, { ...filters, search });
  const rows = cards.data?.pages.flatMap((page) => page.cards) ?? [];
  const selection = useCardSelection(rows);
  const [issueOpened, issueDialog] = useDisclosure(false);
  const [loadOpened, loadDialog] = useDisclosure(false);
  // The cards of the open load dialog, kept while it shows the results of a load that cleared the selection.
  const [loadTarget, setLoadTarget] = useState<readonly Card[]>([]);
  const openLoad = () => {
    setLoadTarget(selection.selected);
    loadDialog.open();
  };

  const isOrganization = businessId === context.topLevelBusinessId;
  const page = businesses.find((business) => business.id === businessId);
  const issueTargets = (isOrganization ? businesses : page ? [page] : []).filter(
    (business) =>
      business.productType !== 'bank_transfers' && canCall(context, cardEndpoints.issueVirtual, business.id),
  );
  const canIssue = canCall(context, cardEndpoints.issueVirtual, businessId) && issueTargets.length > 0;
  const canLoad = canCall(context, cardEndpoints.load, businessId);
  const canTag = canCall(context, cardTagEndpoints.tagCards, businessId);
  const canSeeFunding = canCall(context, fundingEndpoints.accounts, businessId);
  const programNames =
    isOrganization && businesses.length > 1
      ? new Map(businesses.map((business) => [business.id, business.name]))
      : undefined;
  const Rows = useCompactLayout() ? CardList : CardsTable;
  const filtered = Boolean(search.trim() || filters.status || filters.form || filters.tagId);

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={0}>
          <Title order={1} size="h2">
            {t('cards.heading')}
          </Title>
          {page && <Text c="dimmed">{page.name}</Text>}
        </Stack>
        <Group gap="sm">
          {canSeeFunding && (
            <Button
              component={Link}
              to={pathTo('fundingAccount', { businessId })}
              variant="default"
              leftSection={<IconBuildingBank size={18} />}
            >
              {t('titles.fundingAccount')}
            </Button>
          )}
          <Button
            component={Link}
            to={pathTo('orders', { businessId })}
            variant="default"
            leftSection={<IconPackage size={18} />}
          >
            {t('orders.viewOrders')}
          </Button>
          {canLoad && (
            <Button component={Link} to={pathTo('importCardLoads', { businessId })} variant="default">
              {t('imports.title.card_loads')}
            </Button>
          )}
          <Button component={Link} to={pathTo('autoloads', { businessId })} variant="default">
            {t('titles.autoloads')}
          </Button>
          {canIssue && (
            <Button
              component={Link}
              to={pathTo('orders', { businessId }, { dialog: 'order' })}
              variant="default"
              leftSection={<IconTruckDelivery size={18} />}
            >
              {t('orders.orderCard')}
            </Button>
          )}
          {canIssue && (
            <Button leftSection={<IconPlus size={18} />} onClick={issueDialog.open}>
              {t('cards.issue')}
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack>
          <CardFilters businessId={businessId} filters={filters} onChange={setFilters} />
          {(canLoad || canTag) && (
            <Group gap="sm" aria-live="polite">
              <Text size="sm" c="dimmed">
                {t('cards.selected', { number: selection.selected.length })}
              </Text>
              {canLoad && (
                <Button
                  size="xs"
                  leftSection={<IconCreditCardPay size={16} />}
                  disabled={selection.selected.length === 0}
                  onClick={openLoad}
                >
                  {t('cards.load')}
                </Button>
              )}
              {canTag && (
                <TagCardsButton
                  businessId={businessId}
                  cardIds={selection.selected.map((card) => card.id)}
                  onTagged={selection.clear}
                />
              )}
              {selection.selected.length > 0 && (
                <Button size="xs" variant="subtle" onClick={selection.clear}>
                  {t('cards.clearSelection')}
                </Button>
              )}
            </Group>
          )}
          {cards.isPending ? (
            <Center py="xl">
              <Loader role="status" aria-label={t('common.loading')} />
            </Center>
          ) : cards.isError ? (
            <Alert color="red">{apiError(cards.error)}</Alert>
          ) : rows.length === 0 ? (
            <Text c="dimmed">{filtered ? t('cards.noMatches') : t('cards.empty')}</Text>
          ) : (
            <Rows
              businessId={businessId}
              cards={rows}
              selection={canLoad || canTag ? selection : undefined}
              programNames={programNames}
            />
          )}
          {cards.hasNextPage && (
            <Center>
              <Button
                variant="default"
                onClick={() => void cards.fetchNextPage()}
                loading={cards.isFetchingNextPage}
              >
                {t('common.loadMore')}
              </Button>
            </Center>
          )}
        </Stack>
      </Paper>
      {canIssue && (
        <IssueCardsDialog targets={issueTargets} opened={issueOpened} onClose={issueDialog.close} />
      )}
      {canLoad && (
        <LoadCardsDialog
          cards={loadTarget}
          organizationId={context.topLevelBusinessId}
          opened={loadOpened}
          onClose={loadDialog.close}
          onLoaded={selection.clear}
        />
      )}
    </Stack>
  );
}
