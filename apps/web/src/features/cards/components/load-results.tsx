import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateErrorCode } from '../../../i18n/translate-api-error.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import { MoneyText } from '../../../ui/money-text.tsx';
import { useCompactLayout } from '../../../ui/use-compact-layout.ts';
import type { Card } from '../api/get-cards.ts';
import type { CardLoadOutcome } from '../api/load-plan.ts';
import { cardholderName } from './card-labels.ts';
import { MaskedNumber } from './masked-number.tsx';

function OutcomeCell({ outcome }: { outcome: CardLoadOutcome }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  if (outcome.status === 'loaded') {
    return (
      <div>
        <Badge color="teal" variant="light">
          {t('cards.loaded')}
        </Badge>
      </div>
    );
  }
  const message =
    outcome.status === 'failed'
      ? translateErrorCode(outcome.code, outcome.message, t)
      : apiError(outcome.error);
  return (
    <Stack gap={2} align="flex-start">
      <Badge color="red" variant="light">
        {outcome.status === 'failed' ? t('cards.failed') : t('cards.notSent')}
      </Badge>
      <Text size="xs" c="red.8">
        {message}
      </Text>
    </Stack>
  );
}

/** Each card's result of a load: loaded with its new balance, or failed with the reason. */
export function LoadResults({
  outcomes,
  cards,
}: {
  outcomes: readonly CardLoadOutcome[];
  cards: readonly Card[];
}) {
  const { t } = useTranslation();
  const compact = useCompactLayout();
  const byId = new Map(cards.map((card) => [card.id, card]));
  const loaded = outcomes.filter((outcome) => outcome.status === 'loaded').length;
  return (
    <Stack gap="sm">
      <Group gap="md" role="status">
        <Text fw={600}>{t('cards.loadedCount', { number: loaded })}</Text>
        {loaded < outcomes.length && (
          <Text fw={600} c="red.8">
            {t('cards.failedCount', { number: outcomes.length - loaded })}
          </Text>
        )}
      </Group>
      {compact ? (
        <CompactList label={t('cards.loadResults')}>
          {outcomes.map((outcome) => {
            const card = byId.get(outcome.cardId);
            return (
              <CompactRow
                key={outcome.cardId}
                aside={
                  <>
                    <MoneyText cents={outcome.amountCents} fw={600} />
                    {outcome.status === 'loaded' && (
                      <Text size="xs" c="dimmed">
                        {t('cards.newBalance')} <MoneyText cents={outcome.balance.availableCents} />
                      </Text>
                    )}
                  </>
                }
              >
                <Text size="sm" fw={500}>
                  {card ? cardholderName(card) : ''}
                </Text>
                {card && <MaskedNumber last4={card.last4} size="xs" c="dimmed" />}
                <OutcomeCell outcome={outcome} />
              </CompactRow>
            );
          })}
        </CompactList>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label={t('cards.loadResults')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cards.cardholder')}</Table.Th>
                <Table.Th ta="end">{t('cards.amount')}</Table.Th>
                <Table.Th>{t('cards.result')}</Table.Th>
                <Table.Th ta="end">{t('cards.newBalance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outcomes.map((outcome) => {
                const card = byId.get(outcome.cardId);
                return (
                  <Table.Tr key={outcome.cardId}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {card ? cardholderName(card) : ''}
                      </Text>
                      {card && <MaskedNumber last4={card.last4} size="xs" c="dimmed" />}
                    </Table.Td>
                    <Table.Td ta="end">
                      <MoneyText cents={outcome.amountCents} />
                    </Table.Td>
                    <Table.Td>
                      <OutcomeCell outcome={outcome} />
                    </Table.Td>
                    <Table.Td ta="end">
                      {outcome.status === 'loaded' && (
                        <MoneyText cents={outcome.balance.availableCents} fw={500} />
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
