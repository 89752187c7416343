import { ImportRouteScreen } from '../../features/imports/components/import-route-screen.tsx';

/** /{businessId}/import/recipients: a CSV import of recipients (business spec §2.1). */
export default function ImportRecipientsRoute() {
  return <ImportRouteScreen kind="recipients" />;
}
