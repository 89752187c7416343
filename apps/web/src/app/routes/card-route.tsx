import { useParams } from 'react-router';
import { CardActions } from '../../features/card-actions/components/card-actions.tsx';
import { CardStatusNote } from '../../features/card-actions/components/card-status-note.tsx';
import { ReissueAndShipDialog } from '../../features/card-orders/components/reissue-and-ship-dialog.tsx';
import { CardRecords } from '../../features/card-records/components/card-records.tsx';
import { CardPage } from '../../features/cards/components/card-page.tsx';
import { useSession } from '../../lib/session/session-store.ts';

/** /{businessId}/cards/{cardId}: one card, its balance and its load history. */
export default function CardRoute() {
  const { businessId = '', cardId = '' } = useParams();
  const context = useSession((session) => session.userBusinessContext);
  if (!context) return null;
  // Features do not import each other: the card page gets its status line and actions from here.
  return (
    <CardPage
      key={cardId}
      businessId={businessId}
      cardId={cardId}
      context={context}
      statusNote={(card) => <CardStatusNote status={card.status} />}
      headerActions={(card) => (
        <CardActions
          card={card}
          businessId={businessId}
          context={context}
          reissuePhysicalDialog={(onClose) => <ReissueAndShipDialog card={card} opened onClose={onClose} />}
        />
      )}
      records={(card, loadHistory) => <CardRecords card={card} context={context} loadHistory={loadHistory} />}
    />
  );
}
