import type { AutoloadDetail } from '@causeway/contracts';
import type { Permission } from '@causeway/domain';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { pathTo } from '../../../lib/paths.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { LoadMoreButton } from '../../../ui/load-more-button.tsx';
import { useAutoloadCards, useMoreAutoloadCards } from '../api/autoloads.ts';
import { CardMultiSelect } from './card-multi-select.tsx';

type CardsSectionProps = {
  businessId: string;
  detail: AutoloadDetail;
  can: (permission: Permission) => boolean;
  open: boolean;
};

/** The autoload's cards, newest added first, with "Load more" past the first page; add and remove. */
export function CardsSection({ businessId, detail, can, open }: CardsSectionProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const add = useAutoloadCards(detail.autoload.id, 'add');
  const remove = useAutoloadCards(detail.autoload.id, 'remove');
  const [adding, setAdding] = useState<string[]>([]);
  const canAdd = open && can('addCardsToAutoload');
  const canRemove = open && can('deleteCardsFromAutoload');
  const [moreRequested, setMoreRequested] = useState(false);
  const more = useMoreAutoloadCards(detail.autoload.id, detail.cardsPage.nextCursor, moreRequested);
  const shown = [...detail.cards, ...(more.data?.pages.flatMap((page) => page.cards) ?? [])];
  const hasMore = moreRequested ? more.hasNextPage : detail.cardsPage.nextCursor !== null;

  const addChosen = async () => {
    try {
      await add.mutateAsync(adding);
      showSuccessToast(t('autoloads.cardsAdded', { cards: adding.length }));
      setAdding([]);
    } catch (error) {
      showErrorToast(apiError(error));
    }
  };
  const removeOne = async (cardId: string) => {
    try {
      await remove.mutateAsync([cardId]);
      showSuccessToast(t('autoloads.cardRemoved'));
    } catch (error) {
      showErrorToast(apiError(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="autoload-cards-heading">
      <Stack>
        <Title order={2} size="h3" id="autoload-cards-heading">
          {t('autoloads.cards')}
        </Title>
        {detail.cards.length === 0 ? (
          <Text c="dimmed">{t('autoloads.noCards')}</Text>
        ) : (
          <DataTable
            rows={shown}
            rowKey={(card) => card.cardId}
            label={t('autoloads.cards')}
            minWidth={420}
            columns={[
              {
                key: 'cardholder',
                header: t('autoloads.cardholder'),
                stacked: 'title',
                cell: (card) => (
                  <Anchor component={Link} to={pathTo('card', { businessId, cardId: card.cardId })}>
                    {card.cardholderName}
                  </Anchor>
                ),
              },
              {
                key: 'card',
                header: t('autoloads.card'),
                stacked: 'detail',
                cell: (card) => <span dir="ltr">••{card.last4}</span>,
              },
              {
                key: 'status',
                header: t('autoloads.cardStatus'),
                stacked: 'detail',
                cell: (card) => t(`cards.statuses.${card.status as 'active'}`),
              },
              canRemove && {
                key: 'remove',
                header: t('autoloads.remove'),
                headerHidden: true,
                stacked: 'actions',
                cell: (card: (typeof shown)[number]) => (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => void removeOne(card.cardId)}
                    aria-label={t('autoloads.removeCard', {
                      name: card.cardholderName,
                      last4: card.last4,
                    })}
                  >
                    {t('autoloads.remove')}
                  </Button>
                ),
              },
            ]}
          />
        )}
        {hasMore && (
          <LoadMoreButton
            loading={more.isFetching}
            onClick={() => (moreRequested ? void more.fetchNextPage() : setMoreRequested(true))}
          />
        )}
        {canAdd && (
          <Group align="flex-end" wrap="wrap">
            <div style={{ flex: '1 1 16rem' }}>
              <CardMultiSelect
                businessId={detail.autoload.businessId}
                value={adding}
                onChange={setAdding}
                exclude={shown.map((card) => card.cardId)}
              />
            </div>
            <Button onClick={() => void addChosen()} disabled={adding.length === 0} loading={add.isPending}>
              {t('autoloads.addCards')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
