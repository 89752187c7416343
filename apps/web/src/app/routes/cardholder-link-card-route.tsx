import { LinkCardFlow } from '../../features/card-linking/components/link-card-flow.tsx';
import { CardholderPage } from '../layout/cardholder-page.tsx';

/** /cardholder/link-card: link a physical card to the signed-in account (cardholder spec §2). */
export default function CardholderLinkCardRoute() {
  return (
    <CardholderPage>
      <LinkCardFlow />
    </CardholderPage>
  );
}
