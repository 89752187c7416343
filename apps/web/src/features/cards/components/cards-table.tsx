import { Anchor, Box, Checkbox, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths.ts';
import { MoneyText } from '../../../ui/money-text.tsx';
import type { Card, ListedCard } from '../api/get-cards.ts';
import { CardFormBadge, CardStatusBadge } from './card-badges.tsx';
import { cardholderName } from './card-labels.ts';
import { MaskedNumber } from './masked-number.tsx';
import { TagBadges } from './tag-badges.tsx';

export type CardsTableProps = {
  businessId: string;
  cards: readonly ListedCard[];
  /** Row selection for loads and tags; absent without the loadCard and addTagToCard permissions. */
  selection?: { selectedIds: ReadonlySet<string>; onToggle: (card: Card) => void; onToggleAll: () => void };
  /** Program names by business id, on an organisation's page whose list mixes its programs' cards. */
  programNames?: ReadonlyMap<string, string>;
};

/** The cards of the page; a row opens its card. */
export function CardsTable({ businessId, cards, selection, programNames }: CardsTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selectedCount = cards.filter((card) => selection?.selectedIds.has(card.id)).length;
  const open = (card: Card) => navigate(pathTo('card', { businessId, cardId: card.id }));

  return (
    <Table.ScrollContainer minWidth={programNames ? 860 : 760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('cards.heading')}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('cards.selectAll')}
                  checked={selectedCount > 0 && selectedCount === cards.length}
                  indeterminate={selectedCount > 0 && selectedCount < cards.length}
                  onChange={selection.onToggleAll}
                />
              </Table.Th>
            )}
            <Table.Th>{t('cards.cardholder')}</Table.Th>
            <Table.Th>{t('cards.cardNumber')}</Table.Th>
            <Table.Th>{t('cards.reference')}</Table.Th>
            {programNames && <Table.Th>{t('cards.program')}</Table.Th>}
            <Table.Th>{t('cards.form')}</Table.Th>
            <Table.Th>{t('cards.status')}</Table.Th>
            <Table.Th ta="end">{t('cards.available')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((card) => (
            <Table.Tr key={card.id} onClick={() => open(card)} style={{ cursor: 'pointer' }}>
              {selection && (
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    aria-label={`${t('cards.select')}: ${cardholderName(card)}`}
                    checked={selection.selectedIds.has(card.id)}
                    onChange={() => selection.onToggle(card)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <Stack gap={0}>
                  <Anchor
                    component={Link}
                    to={pathTo('card', { businessId, cardId: card.id })}
                    fw={500}
                    c="inherit"
                    onClick={(event) => event.stopPropagation()}
                  >
                    {cardholderName(card)}
                  </Anchor>
                  {card.cardholder.email && (
                    <Text size="xs" c="dimmed">
                      <bdi>{card.cardholder.email}</bdi>
                    </Text>
                  )}
                  {card.tags.length > 0 && (
                    <Box mt={4}>
                      <TagBadges tags={card.tags} size="xs" />
                    </Box>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <MaskedNumber last4={card.last4} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" dir="ltr" component="span">
                  {card.reference}
                </Text>
              </Table.Td>
              {programNames && <Table.Td>{programNames.get(card.businessId) ?? ''}</Table.Td>}
              <Table.Td>
                <CardFormBadge form={card.form} />
              </Table.Td>
              <Table.Td>
                <CardStatusBadge status={card.status} />
              </Table.Td>
              <Table.Td ta="end">
                <MoneyText cents={card.balance.availableCents} fw={500} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
