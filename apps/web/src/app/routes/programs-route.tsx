import { useParams } from 'react-router';
import { ProgramsPage } from '../../features/programs/components/programs-page.tsx';
import { useSession } from '../../lib/session/session-store.ts';

/** /{businessId}/programs (always the top-level business; the guard sees to that). */
export default function ProgramsRoute() {
  const businessId = useParams().businessId ?? '';
  const context = useSession((session) => session.userBusinessContext);
  return context ? <ProgramsPage businessId={businessId} context={context} /> : null;
}
