import { CardholderGate } from '../../features/cardholder-cards/components/cardholder-gate.tsx';
import { CardsOverview } from '../../features/cardholder-cards/components/cards-overview.tsx';
import { CardholderPage, useEndCardholderSession } from '../layout/cardholder-page.tsx';

/** /accountOverview and /{product}/cardholder: the person's cards (cardholder spec §2). */
export default function AccountOverviewRoute() {
  const endSession = useEndCardholderSession();
  return (
    <CardholderPage>
      <CardholderGate onSessionEnded={endSession}>
        {(cardholder) => <CardsOverview cardholder={cardholder} />}
      </CardholderGate>
    </CardholderPage>
  );
}
