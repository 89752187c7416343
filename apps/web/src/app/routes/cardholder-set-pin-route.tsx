import { useParams } from 'react-router';
import { SetCardPinScreen } from '../../features/card-linking/components/set-card-pin-screen.tsx';
import { CardholderPage } from '../layout/cardholder-page.tsx';

/** /cardholder/cards/{cardId}/pin: set or reset the PIN of one's card (signed in). */
export default function CardholderSetPinRoute() {
  const { cardId = '' } = useParams();
  return (
    <CardholderPage>
      <SetCardPinScreen key={cardId} cardId={cardId} />
    </CardholderPage>
  );
}
