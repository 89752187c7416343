import { ImportRouteScreen } from '../../features/imports/components/import-route-screen.tsx';

/** /{businessId}/import/order/physical: a CSV import of physical orders (business spec §2.1). */
export default function ImportPhysicalOrderRoute() {
  return <ImportRouteScreen kind="physical_orders" />;
}
