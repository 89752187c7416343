import { useParams } from 'react-router';
import { CardPage } from '../../features/cards/components/card-page.tsx';
import { useSession } from '../../lib/session/session-store.ts';

/** /{businessId}/cards/{cardId}: one card, its balance and its load history. */
export default function CardRoute() {
  const { businessId = '', cardId = '' } = useParams();
  const context = useSession((session) => session.userBusinessContext);
  return context ? <CardPage key={cardId} businessId={businessId} cardId={cardId} context={context} /> : null;
}
