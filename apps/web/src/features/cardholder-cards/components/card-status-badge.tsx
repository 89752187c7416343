import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CardholderStatus } from '../model/card-status.ts';

/** The tint of each status; the text on it stays near-black (shade-9 colours miss 4.5:1 on their tint). */
export const STATUS_COLORS: Record<CardholderStatus, MantineColor> = {
  active: 'teal',
  locked: 'orange',
  frozen: 'blue',
  closed: 'gray',
  awaitingActivation: 'yellow',
};

/** "Frozen by the organization" does not fit one line of a phone's tile: the badge wraps, not cuts. */
export const WRAPPING_BADGE_STYLES = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2, maxWidth: '100%' },
  label: {
    whiteSpace: 'normal',
    overflow: 'visible',
    textOverflow: 'clip',
    lineHeight: 1.3,
    textAlign: 'start',
  },
} as const;

/** The card's status in the cardholder's words: active, locked, frozen or closed by the organisation. */
export function CardStatusBadge({ status }: { status: CardholderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      c="gray.9"
      variant="light"
      size="lg"
      radius="sm"
      tt="none"
      styles={WRAPPING_BADGE_STYLES}
    >
      {t(`cardholderCards.status.${status}`)}
    </Badge>
  );
}
