import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CardForm, CardStatus } from '../api/get-cards.ts';

const STATUS_COLORS: Record<CardStatus, string> = {
  active: 'teal',
  inactive: 'gray',
  locked: 'orange',
  frozen: 'blue',
  closed: 'red',
};

export function CardStatusBadge({ status }: { status: CardStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(`cards.statuses.${status}`)}
    </Badge>
  );
}

export function CardFormBadge({ form }: { form: CardForm }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color="gray">
      {t(`cards.forms.${form}`)}
    </Badge>
  );
}
