import { ImportRouteScreen } from '../../features/imports/components/import-route-screen.tsx';

/** /{businessId}/import/card-loads: a CSV import of card loads (business spec §2.1). */
export default function ImportCardLoadsRoute() {
  return <ImportRouteScreen kind="card_loads" />;
}
