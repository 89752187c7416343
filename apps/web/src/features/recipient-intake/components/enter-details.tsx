import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconKeyboard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useAddManualBankAccount } from '../api/bank-details.ts';
import type { RenderBankLink } from '../model/bank-link.ts';
import { emptyManualBankForm, type ManualBankDetails, type ManualBankForm } from '../model/intake-forms.ts';
import type { IntakeSession } from '../model/intake-session.ts';
import { type IntakeStop, intakeStopOf } from '../model/intake-view.ts';
import { BankLinkStep } from './bank-link-step.tsx';
import { IntakePanel } from './intake-panel.tsx';
import { ManualEntryForm } from './manual-entry-form.tsx';
import { ReviewDetails } from './review-details.tsx';

type Step =
  | { step: 'choose' }
  | { step: 'bankLink' }
  | { step: 'manual'; draft: ManualBankForm }
  | { step: 'review'; details: ManualBankDetails };

type EnterDetailsProps = {
  session: IntakeSession;
  renderBankLink: RenderBankLink;
  onStop: (stop: IntakeStop) => void;
};

/**
 * Route recipientBankDetails while the organisation awaits the recipient (spec §2): two ways in,
 * the bank-link provider or manual entry then review. Either answer moves the intake on, and the
 * status screen takes over.
 */
export function EnterDetails({ session, renderBankLink, onStop }: EnterDetailsProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const [state, setState] = useState<Step>({ step: 'choose' });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const addAccount = useAddManualBankAccount({
    recipientId: session.recipient.id,
    sessionToken: session.sessionToken,
  });

  if (state.step === 'bankLink') {
    return (
      <BankLinkStep
        session={session}
        renderBankLink={renderBankLink}
        onStop={onStop}
        onBack={() => setState({ step: 'choose' })}
      />
    );
  }
  if (state.step === 'manual') {
    return (
      <ManualEntryForm
        initial={state.draft}
        onBack={() => setState({ step: 'choose' })}
        onReview={(details) => {
          setSubmitError(null);
          setState({ step: 'review', details });
        }}
      />
    );
  }
  if (state.step === 'review') {
    const { details } = state;
    const submit = async () => {
      setSubmitError(null);
      try {
        await addAccount.mutateAsync(details);
      } catch (error) {
        const stop = intakeStopOf(error);
        if (stop) onStop(stop);
        else setSubmitError(apiError(error));
      }
    };
    return (
      <ReviewDetails
        details={details}
        submitting={addAccount.isPending}
        error={submitError}
        onEdit={() => setState({ step: 'manual', draft: details })}
        onSubmit={() => void submit()}
      />
    );
  }

  const ways = [
    {
      key: 'bankLink',
      icon: IconBuildingBank,
      title: t('recipientIntake.details.bankLinkTitle'),
      text: t('recipientIntake.details.bankLinkText'),
      action: t('recipientIntake.details.bankLinkAction'),
      choose: () => setState({ step: 'bankLink' }),
      variant: 'filled',
    },
    {
      key: 'manual',
      icon: IconKeyboard,
      title: t('recipientIntake.details.manualTitle'),
      text: t('recipientIntake.details.manualText'),
      action: t('recipientIntake.details.manualAction'),
      choose: () => setState({ step: 'manual', draft: emptyManualBankForm(session.email) }),
      variant: 'light',
    },
  ] as const;

  return (
    <IntakePanel
      heading={t('recipientIntake.details.heading')}
      intro={t('recipientIntake.details.intro', { businessName: session.recipient.businessName })}
    >
      <Stack gap="md">
        {ways.map((way) => (
          <Paper
            key={way.key}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-labelledby={`way-${way.key}`}
          >
            <Stack gap="xs">
              <Title
                order={2}
                size="h4"
                id={`way-${way.key}`}
                style={{ display: 'flex', gap: 8, alignItems: 'center' }}
              >
                <way.icon size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
                {way.title}
              </Title>
              <Text size="sm">{way.text}</Text>
              <Button size="md" variant={way.variant} onClick={way.choose}>
                {way.action}
              </Button>
            </Stack>
          </Paper>
        ))}
        <Text size="sm" c="gray.7">
          {t('recipientIntake.details.privacy')}
        </Text>
      </Stack>
    </IntakePanel>
  );
}
