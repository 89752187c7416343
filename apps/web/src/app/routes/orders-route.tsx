import { useParams } from 'react-router';
import { OrdersPage } from '../../features/card-orders/components/orders-page.tsx';
import type { OrderTargetOption } from '../../features/card-orders/lib/order-targets.ts';
import { usePrograms } from '../../features/programs/api/get-programs.ts';
import { type UserBusinessContext, useSession } from '../../lib/session/session-store.ts';

/** The organisation and its programs: where cards may be ordered, and the program of each order. */
function useOrganizationBusinesses(context: UserBusinessContext): OrderTargetOption[] {
  const programs = usePrograms(context.topLevelBusinessId);
  const organization = {
    id: context.topLevelBusinessId,
    name: context.topLevelBusinessName,
    productType: null,
  };
  return [organization, ...(programs.data ?? [])];
}

function Orders({ businessId, context }: { businessId: string; context: UserBusinessContext }) {
  const businesses = useOrganizationBusinesses(context);
  return <OrdersPage key={businessId} businessId={businessId} context={context} businesses={businesses} />;
}

/** /{businessId}/orders: an organisation's physical card orders (its programs' included) or a program's. */
export default function OrdersRoute() {
  const businessId = useParams().businessId ?? '';
  const context = useSession((session) => session.userBusinessContext);
  return context ? <Orders businessId={businessId} context={context} /> : null;
}
