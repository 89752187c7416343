import { ImportRouteScreen } from '../../features/imports/components/import-route-screen.tsx';

/** /{businessId}/import/order/virtual: a CSV import of virtual cards (business spec §2.1). */
export default function ImportVirtualOrderRoute() {
  return <ImportRouteScreen kind="virtual_cards" />;
}
