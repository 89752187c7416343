import { useParams } from 'react-router';
import { FundingAccountPage } from '../../features/funding/components/funding-account-page.tsx';
import { useSession } from '../../lib/session/session-store.ts';

/** /{businessId}/funding-account: an organisation's or a program's funding account. */
export default function FundingAccountRoute() {
  const businessId = useParams().businessId ?? '';
  const context = useSession((session) => session.userBusinessContext);
  return context ? <FundingAccountPage key={businessId} businessId={businessId} context={context} /> : null;
}
