import { useParams } from 'react-router';
import { ReportsPage } from '../../features/reports/components/reports-page.tsx';
import { useSession } from '../../lib/session/session-store.ts';

/** /{businessId}/reports: the figures of one business (an organisation's include its programs). */
export default function ReportsRoute() {
  const businessId = useParams().businessId ?? '';
  const context = useSession((session) => session.userBusinessContext);
  if (!context) return null;
  return (
    <ReportsPage
      key={businessId}
      businessId={businessId}
      organizationId={context.topLevelBusinessId}
      sideBySide={false}
    />
  );
}
