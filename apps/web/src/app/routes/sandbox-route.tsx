import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { SandboxAutoloadPanel } from '../../features/autoloads/components/sandbox-autoload-panel.tsx';
import { SandboxPage } from '../../features/sandbox/components/sandbox-page.tsx';

/** /{businessId}/sandbox: plays the card network, the bank and the carrier (SANDBOX=1 only). */
export default function SandboxRoute() {
  const businessId = useParams().businessId ?? '';
  return (
    <Stack key={businessId}>
      <SandboxPage businessId={businessId} />
      <SandboxAutoloadPanel businessId={businessId} />
    </Stack>
  );
}
