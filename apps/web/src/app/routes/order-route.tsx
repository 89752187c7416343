import { useParams } from 'react-router';
import { OrderPage } from '../../features/card-orders/components/order-page.tsx';
import { useSession } from '../../lib/session/session-store.ts';

/** /{businessId}/orders/{orderId}: one physical card order, its progress, address and tracking. */
export default function OrderRoute() {
  const { businessId = '', orderId = '' } = useParams();
  const context = useSession((session) => session.userBusinessContext);
  return context ? <OrderPage key={orderId} businessId={businessId} orderId={orderId} /> : null;
}
