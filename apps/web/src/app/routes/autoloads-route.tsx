import { useParams } from 'react-router';
import { AutoloadsPage } from '../../features/autoloads/components/autoloads-page.tsx';
import { useSession } from '../../lib/session/session-store.ts';

/** /{businessId}/autoloads: scheduled card loads of the business (its programs' included). */
export default function AutoloadsRoute() {
  const businessId = useParams().businessId ?? '';
  const context = useSession((session) => session.userBusinessContext);
  return context ? <AutoloadsPage key={businessId} businessId={businessId} context={context} /> : null;
}
