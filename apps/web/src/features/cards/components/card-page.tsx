import { cardEndpoints } from '@causeway/contracts';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  useDirection,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowBackUp, IconChevronLeft, IconChevronRight, IconCreditCardPay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { canCall } from '../../../lib/api/can-call.ts';
import { pathTo } from '../../../lib/paths.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { useCard } from '../api/get-card.ts';
import type { Card } from '../api/get-cards.ts';
import { CardFormBadge, CardStatusBadge } from './card-badges.tsx';
import { CardBalancePanel } from './card-balance-panel.tsx';
import { cardholderName } from './card-labels.ts';
import { CardLoadHistory } from './card-load-history.tsx';
import { LoadCardsDialog } from './load-cards-dialog.tsx';
import { MaskedNumber } from './masked-number.tsx';
import { WithdrawDialog } from './withdraw-dialog.tsx';

type CardPageProps = {
  businessId: string;
  cardId: string;
  context: UserBusinessContext;
  /** A line under the heading about the card's status (the route composes it from another feature). */
  statusNote?: (card: Card) => ReactNode;
  /** The card's lifecycle actions, beside Load and Withdraw (composed by the route). */
  headerActions?: (card: Card) => ReactNode;
  /**
   * The records under the balance (transactions, activity, tags…), composed by the route; it gets
   * the card's load history to show among them. Without it the load history shows alone.
   */
  records?: (card: Card, loadHistory: ReactNode) => ReactNode;
};

/** /{businessId}/cards/{cardId}: the card, its balance, Load and Withdraw, and its load history. */
export function CardPage({ businessId, cardId, context, statusNote, headerActions, records }: CardPageProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const { apiError } = useTranslatedErrors();
  const card = useCard(cardId);
  const [loadOpened, loadDialog] = useDisclosure(false);
  const [withdrawOpened, withdrawDialog] = useDisclosure(false);
  const BackIcon = dir === 'rtl' ? IconChevronRight : IconChevronLeft;
  const back = (
    <Anchor component={Link} to={pathTo('cards', { businessId })} size="sm">
      <Group gap={4} component="span">
        <BackIcon size={16} aria-hidden="true" />
        {t('cards.backToCards')}
      </Group>
    </Anchor>
  );

  if (card.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (card.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red">{apiError(card.error)}</Alert>
      </Stack>
    );
  }

  const canLoad = canCall(context, cardEndpoints.load, card.data.businessId);
  return (
    <Stack>
      {back}
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={6}>
            <Title order={1} size="h2">
              {cardholderName(card.data)}
            </Title>
            <Group gap="sm">
              <MaskedNumber last4={card.data.last4} fw={500} />
              <Text c="dimmed" size="sm">
                {t('cards.expires')} <bdi dir="ltr">{card.data.expiry}</bdi>
              </Text>
              <CardFormBadge form={card.data.form} />
              <CardStatusBadge status={card.data.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {t('cards.reference')}: <bdi dir="ltr">{card.data.reference}</bdi>
              {card.data.cardholder.email && (
                <>
                  {' · '}
                  <bdi>{card.data.cardholder.email}</bdi>
                </>
              )}
            </Text>
            {statusNote?.(card.data)}
          </Stack>
          <Group gap="sm">
            {/* A closed card keeps its balance for withdrawal only: it cannot be loaded. */}
            {canLoad && card.data.status !== 'closed' && (
              <Button leftSection={<IconCreditCardPay size={18} />} onClick={loadDialog.open}>
                {t('cards.load')}
              </Button>
            )}
            {canLoad && (
              <Button
                variant="default"
                leftSection={<IconArrowBackUp size={18} />}
                onClick={withdrawDialog.open}
              >
                {t('cards.withdraw')}
              </Button>
            )}
            {headerActions?.(card.data)}
          </Group>
        </Group>
      </Paper>
      <CardBalancePanel cardId={cardId} />
      {records ? (
        records(card.data, <CardLoadHistory cardId={cardId} />)
      ) : (
        <CardLoadHistory cardId={cardId} />
      )}
      {canLoad && (
        <>
          <LoadCardsDialog
            cards={[card.data]}
            organizationId={context.topLevelBusinessId}
            opened={loadOpened}
            onClose={loadDialog.close}
          />
          <WithdrawDialog card={card.data} opened={withdrawOpened} onClose={withdrawDialog.close} />
        </>
      )}
    </Stack>
  );
}
