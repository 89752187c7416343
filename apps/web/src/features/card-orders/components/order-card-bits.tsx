import { CARD_STATUSES, type CardStatus } from '@causeway/domain';
import { Badge, Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** '•••• 1234', kept left to right inside right-to-left text. */
export function CardLast4({ last4, ...props }: TextProps & { last4: string }) {
  return (
    <Text
      component="span"
      inherit={props.size === undefined}
      ff="monospace"
      style={{ whiteSpace: 'nowrap' }}
      {...props}
    >
      <span dir="ltr">•••• {last4}</span>
    </Text>
  );
}

const CARD_STATUS_COLORS: Record<CardStatus, string> = {
  active: 'teal',
  inactive: 'gray',
  locked: 'orange',
  frozen: 'blue',
  closed: 'red',
};

const isCardStatus = (status: string): status is CardStatus =>
  (CARD_STATUSES as readonly string[]).includes(status);

/** The ordered card's status in the cards' own words (a status we do not know shows nothing). */
export function OrderedCardStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!isCardStatus(status)) return null;
  return (
    <Badge variant="light" color={CARD_STATUS_COLORS[status]}>
      {t(`cards.statuses.${status}`)}
    </Badge>
  );
}
