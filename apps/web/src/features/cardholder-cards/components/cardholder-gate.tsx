import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '../../../ui/error-view.tsx';
import { NotFoundView } from '../../../ui/not-found-view.tsx';
import { type Cardholder, useCardholder } from '../api/get-cardholder.ts';

type CardholderGateProps = {
  /** Signs out to the cardholder landing page; called on a 401 or 404 (cardholder spec §7). */
  onSessionEnded: () => void;
  children: (cardholder: Cardholder) => ReactNode;
};

/** Waits for the cardholder context, then renders the page with it; a failure shows the error page. */
export function CardholderGate({ onSessionEnded, children }: CardholderGateProps) {
  const { t } = useTranslation();
  const cardholder = useCardholder(onSessionEnded);
  if (cardholder.data) return children(cardholder.data);
  if (cardholder.isError && !cardholder.endsSession) return <ErrorView error={cardholder.error} />;
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}

type OwnCardGateProps = {
  cardId: string;
  onSessionEnded: () => void;
  children: (card: Cardholder['cards'][number]) => ReactNode;
};

/** One of the cardholder's own cards by id; another person's card (or none) is a page that does not exist. */
export function OwnCardGate({ cardId, onSessionEnded, children }: OwnCardGateProps) {
  return (
    <CardholderGate onSessionEnded={onSessionEnded}>
      {(cardholder) => {
        const card = cardholder.cards.find((candidate) => candidate.id === cardId);
        return card ? children(card) : <NotFoundView />;
      }}
    </CardholderGate>
  );
}
