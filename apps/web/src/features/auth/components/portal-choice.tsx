import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { continueWithChoice } from '../../../lib/session/complete-sign-in.ts';
import { ChoiceForm } from './choice-form.tsx';

/** For a user with both a business and cards: which portal to open. */
export function PortalChoice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ChoiceForm
      label={t('choosePortal.heading')}
      options={[
        { value: 'business', label: t('choosePortal.business'), description: t('choosePortal.businessText') },
        {
          value: 'cardholder',
          label: t('choosePortal.cardholder'),
          description: t('choosePortal.cardholderText'),
        },
      ]}
      onChosen={async (value) => {
        const destination = await continueWithChoice({
          portal: value === 'cardholder' ? 'cardholder' : 'business',
        });
        await navigate(destination, { replace: true });
      }}
    />
  );
}
