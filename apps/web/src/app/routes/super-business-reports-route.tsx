import { useParams } from 'react-router';
import { ReportsPage } from '../../features/reports/components/reports-page.tsx';
import { useSession } from '../../lib/session/session-store.ts';

/**
 * /{businessId}/programs/reports (superBusinessReports; always the top-level business): each
 * program the user reaches side by side with the organisation's total.
 */
export default function SuperBusinessReportsRoute() {
  const businessId = useParams().businessId ?? '';
  const context = useSession((session) => session.userBusinessContext);
  if (!context) return null;
  return <ReportsPage key={businessId} businessId={businessId} organizationId={businessId} sideBySide />;
}
