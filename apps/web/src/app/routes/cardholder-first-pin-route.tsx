import { FirstPinFlow } from '../../features/card-linking/components/first-pin-flow.tsx';
import { CardholderPage } from '../layout/cardholder-page.tsx';

/** /cardholders/set-pin: the first PIN of a physical card without signing in (public). */
export default function CardholderFirstPinRoute() {
  return (
    <CardholderPage signedIn={false}>
      <FirstPinFlow />
    </CardholderPage>
  );
}
