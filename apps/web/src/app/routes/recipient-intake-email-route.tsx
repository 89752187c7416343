import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EmailVerificationFlow } from '../../features/recipient-intake/components/email-verification-flow.tsx';
import { currentLanguage } from '../../i18n/i18n.ts';
import { pathTo } from '../../lib/paths.ts';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/**
 * /setup-payment/{businessId}/recipient (route recipientEmailVerification, public): the link of
 * the intake email lands here with its token; English, Spanish or Polish, kept in ?lang=.
 */
export default function RecipientIntakeEmailRoute() {
  const { businessId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <RoutePublicPage languageInAddress>
      <EmailVerificationFlow
        businessId={businessId}
        linkToken={searchParams.get('token')}
        onVerified={() => navigate(pathTo('recipientBankDetails', {}, { lang: currentLanguage() }))}
      />
    </RoutePublicPage>
  );
}
