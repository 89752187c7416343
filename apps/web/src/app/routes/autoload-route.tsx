import { useParams } from 'react-router';
import { AutoloadPage } from '../../features/autoloads/components/autoload-page.tsx';
import { useSession } from '../../lib/session/session-store.ts';

/** /{businessId}/autoloads/{autoloadId}: one autoload, its cards, next runs and run history. */
export default function AutoloadRoute() {
  const { businessId = '', autoloadId = '' } = useParams();
  const context = useSession((session) => session.userBusinessContext);
  if (!context) return null;
  return <AutoloadPage key={autoloadId} businessId={businessId} autoloadId={autoloadId} context={context} />;
}
