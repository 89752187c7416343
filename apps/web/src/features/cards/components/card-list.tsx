import { Anchor, Checkbox, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import { MoneyText } from '../../../ui/money-text.tsx';
import type { Card } from '../api/get-cards.ts';
import { CardStatusBadge } from './card-badges.tsx';
import { cardholderName } from './card-labels.ts';
import type { CardsTableProps } from './cards-table.tsx';
import { MaskedNumber } from './masked-number.tsx';
import { TagBadges } from './tag-badges.tsx';

/** The cards on a narrow screen: cardholder, number, status and tags, the available balance beside. */
export function CardList({ businessId, cards, selection, programNames }: CardsTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (card: Card) => navigate(pathTo('card', { businessId, cardId: card.id }));
  return (
    <CompactList label={t('cards.heading')}>
      {cards.map((card) => (
        <CompactRow
          key={card.id}
          onClick={() => open(card)}
          leading={
            selection && (
              <Checkbox
                mt={2}
                aria-label={`${t('cards.select')}: ${cardholderName(card)}`}
                checked={selection.selectedIds.has(card.id)}
                onChange={() => selection.onToggle(card)}
                onClick={(event) => event.stopPropagation()}
              />
            )
          }
          aside={
            <>
              <MoneyText cents={card.balance.availableCents} fw={600} />
              <Text size="xs" c="dimmed">
                {t('cards.available')}
              </Text>
            </>
          }
        >
          <Anchor
            component={Link}
            to={pathTo('card', { businessId, cardId: card.id })}
            fw={500}
            c="inherit"
            onClick={(event) => event.stopPropagation()}
          >
            {cardholderName(card)}
          </Anchor>
          <Group gap="xs">
            <MaskedNumber last4={card.last4} size="sm" />
            <CardStatusBadge status={card.status} />
          </Group>
          <TagBadges tags={card.tags} size="xs" />
          {programNames && (
            <Text size="xs" c="dimmed">
              {programNames.get(card.businessId)}
            </Text>
          )}
        </CompactRow>
      ))}
    </CompactList>
  );
}
