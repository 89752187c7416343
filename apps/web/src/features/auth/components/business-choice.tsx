import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { continueWithChoice } from '../../../lib/session/complete-sign-in.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { topLevelBusinessesOf } from '../../../lib/session/user-context.ts';
import { ChoiceForm } from './choice-form.tsx';

/** For a user with roles in several organisations: which one to enter. */
export function BusinessChoice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const businesses = useSession((session) => session.businesses);
  return (
    <ChoiceForm
      label={t('chooseBusiness.intro')}
      options={topLevelBusinessesOf(businesses).map((business) => ({
        value: business.id,
        label: business.name,
      }))}
      onChosen={async (topLevelBusinessId) => {
        const destination = await continueWithChoice({ topLevelBusinessId, portal: 'business' });
        await navigate(destination, { replace: true });
      }}
    />
  );
}
