import { useParams } from 'react-router';
import { CardDashboard } from '../../features/cardholder-cards/components/card-dashboard.tsx';
import { OwnCardGate } from '../../features/cardholder-cards/components/cardholder-gate.tsx';
import { CardholderPage, useEndCardholderSession } from '../layout/cardholder-page.tsx';

/** /cardholder/dashboard/{cardId}: the cardholder's home for one of their cards (cardholder spec §2). */
export default function CardholderDashboardRoute() {
  const { cardId = '' } = useParams();
  const endSession = useEndCardholderSession();
  return (
    <CardholderPage>
      <OwnCardGate cardId={cardId} onSessionEnded={endSession}>
        {(card) => <CardDashboard key={card.id} card={card} />}
      </OwnCardGate>
    </CardholderPage>
  );
}
