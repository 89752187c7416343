import { BankLinkButton, LINK_NOT_LOADED_CODE } from '../../features/bank-link/index.ts';
import { BankDetailsFlow } from '../../features/recipient-intake/components/bank-details-flow.tsx';
import type { RenderBankLink } from '../../features/recipient-intake/model/bank-link.ts';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/** The bank-link provider's button (Plaid Link, or the sandbox's look-alike) for the intake flow. */
const renderBankLink: RenderBankLink = ({ linkToken, label, onSuccess, onExit }) => (
  <BankLinkButton
    linkToken={linkToken}
    size="md"
    fullWidth
    onSuccess={onSuccess}
    onExit={(error) =>
      onExit(error === null ? 'closed' : error.error_code === LINK_NOT_LOADED_CODE ? 'notLoaded' : 'failed')
    }
  >
    {label}
  </BankLinkButton>
);

/**
 * /setup-payment/recipient (route recipientBankDetails, public): bank details, review and the
 * verification status, with the session the emailed code opened. The bank-link provider comes
 * from the bank-link feature (features do not import each other: the route composes them).
 */
export default function RecipientIntakeBankDetailsRoute() {
  return (
    <RoutePublicPage languageInAddress>
      <BankDetailsFlow renderBankLink={renderBankLink} />
    </RoutePublicPage>
  );
}
