import { useParams } from 'react-router';
import { CardDetailsView } from '../../features/cardholder-cards/components/card-details-view.tsx';
import { OwnCardGate } from '../../features/cardholder-cards/components/cardholder-gate.tsx';
import { CardholderPage, useEndCardholderSession } from '../layout/cardholder-page.tsx';

/** /cardholder/cards/{cardId}/details: a virtual card's full details, wallet and usage guides. */
export default function CardholderCardDetailsRoute() {
  const { cardId = '' } = useParams();
  const endSession = useEndCardholderSession();
  return (
    <CardholderPage>
      <OwnCardGate cardId={cardId} onSessionEnded={endSession}>
        {(card) => <CardDetailsView key={card.id} card={card} />}
      </OwnCardGate>
    </CardholderPage>
  );
}
