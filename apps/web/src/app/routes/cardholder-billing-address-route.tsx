import { Stack } from '@mantine/core';
import { SupportContact } from '../../features/cardholder-help/components/support-contact.tsx';
import { BillingAddress } from '../../features/cardholder-settings/components/billing-address.tsx';
import { CardholderPage } from '../layout/cardholder-page.tsx';

/** /cardholder/billing-address: the shared billing address and the support phone (signed in). */
export default function CardholderBillingAddressRoute() {
  return (
    <CardholderPage>
      <Stack gap="xl">
        <BillingAddress />
        <SupportContact />
      </Stack>
    </CardholderPage>
  );
}
