import { useParams } from 'react-router';
import { SandboxPage } from '../../features/sandbox/components/sandbox-page.tsx';

/** /{businessId}/sandbox: plays the card network, the bank and the carrier (SANDBOX=1 only). */
export default function SandboxRoute() {
  const businessId = useParams().businessId ?? '';
  return <SandboxPage key={businessId} businessId={businessId} />;
}
