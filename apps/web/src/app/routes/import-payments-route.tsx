import { ImportRouteScreen } from '../../features/imports/components/import-route-screen.tsx';

/** /{businessId}/import/payments: a CSV import of payments (business spec §2.1). */
export default function ImportPaymentsRoute() {
  return <ImportRouteScreen kind="payments" />;
}
