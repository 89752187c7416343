import type { CardSummary } from '@causeway/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One line under the card's heading that says what a frozen or closed card can still do. */
export function CardStatusNote({ status }: { status: CardSummary['status'] }) {
  const { t } = useTranslation();
  if (status !== 'frozen' && status !== 'closed') return null;
  return (
    <Text size="sm" c={status === 'closed' ? 'red.8' : 'blue.8'}>
      {t(`cardActions.statusNote.${status}`)}
    </Text>
  );
}
