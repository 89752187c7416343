import { Button, Center, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { useIntakeStatus } from '../api/intake-status.ts';
import type { RenderBankLink } from '../model/bank-link.ts';
import { useIntakeLanguage } from '../model/intake-language.ts';
import {
  type EndedReason,
  endIntakeSession,
  type IntakeSession,
  useIntakeSession,
} from '../model/intake-session.ts';
import { type IntakeStop, intakeStage, intakeStopOf } from '../model/intake-view.ts';
import { EnterDetails } from './enter-details.tsx';
import { MicroDepositsView } from './micro-deposits-form.tsx';
import { FailedView, InProgressView, VerifiedView } from './status-views.tsx';

type BankDetailsFlowProps = {
  /** The bank-link provider's button, from the bank-link feature (composed by the route). */
  renderBankLink: RenderBankLink;
};

/**
 * Route recipientBankDetails (cardholder spec §2, §4): with the session the code opened, the
 * recipient's intake status decides the screen: bank details to give, deposits to confirm,
 * verification in progress, verified, or failed with a retry.
 */
export function BankDetailsFlow({ renderBankLink }: BankDetailsFlowProps) {
  const state = useIntakeSession();
  if (state.kind === 'ended') return <SessionEnded reason={state.reason} businessId={state.businessId} />;
  return (
    <IntakeStatusScreen
      key={state.session.sessionToken}
      session={state.session}
      renderBankLink={renderBankLink}
    />
  );
}

function IntakeStatusScreen({
  session,
  renderBankLink,
}: {
  session: IntakeSession;
  renderBankLink: RenderBankLink;
}) {
  const { t } = useTranslation();
  const status = useIntakeStatus(session.recipient.id, session.sessionToken);
  const [stop, setStop] = useState<IntakeStop | null>(null);
  const queryStop = status.error ? intakeStopOf(status.error) : null;
  const shown = stop ?? queryStop;
  const stage = status.data ? intakeStage(status.data) : null;

  // The session ends at its expiry, or as soon as the API says it has (401).
  useEffect(() => {
    const timer = window.setTimeout(
      () => endIntakeSession('expired'),
      Math.max(0, Date.parse(session.expiresAt) - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [session.expiresAt]);
  useEffect(() => {
    if (shown === 'sessionEnded') endIntakeSession('expired');
  }, [shown]);
  // Verified: nothing is left to do with the session, so it is dropped (this page keeps showing).
  useEffect(() => {
    if (stage === 'verified') endIntakeSession('done', { keepScreen: true });
  }, [stage]);

  if (shown === 'recipientNotFound') {
    return (
      <MessagePanel heading={t('recipientIntake.stops.notFoundTitle')}>
        {t('errors.recipientNotFound')}
      </MessagePanel>
    );
  }
  if (shown === 'hasExternalBankAccount') {
    return (
      <MessagePanel heading={t('recipientIntake.stops.externalAccountTitle')}>
        {t('errors.recipientHasExternalBankAccount')}
      </MessagePanel>
    );
  }
  if (status.isPending || shown === 'sessionEnded') {
    return (
      <Center mih="40vh">
        {/* A live region with a name: a bare span may not carry aria-label (axe). */}
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (status.isError || !status.data || !stage) {
    return (
      <MessagePanel
        heading={t('recipientIntake.stops.errorTitle')}
        actions={
          <Button w="fit-content" size="md" onClick={() => void status.refetch()} loading={status.isFetching}>
            {t('errorPage.tryAgain')}
          </Button>
        }
      >
        {t('errors.unexpected')}
      </MessagePanel>
    );
  }

  const data = status.data;
  switch (stage) {
    case 'enterDetails':
      return <EnterDetails session={session} renderBankLink={renderBankLink} onStop={setStop} />;
    case 'microDeposits':
      return data.microDeposits ? (
        <MicroDepositsView
          status={{ ...data, microDeposits: data.microDeposits }}
          session={session}
          onStop={setStop}
        />
      ) : null;
    case 'inProgress':
      return (
        <InProgressView
          status={data}
          session={session}
          onCheck={() => void status.refetch()}
          checking={status.isFetching}
        />
      );
    case 'verified':
      return <VerifiedView status={data} session={session} />;
    case 'failed':
      return <FailedView status={data} session={session} onStop={setStop} />;
  }
}

/** No session in this tab: never opened, expired, or finished; the way back is the email step. */
function SessionEnded({ reason, businessId }: { reason: EndedReason; businessId: string | null }) {
  const { t } = useTranslation();
  const language = useIntakeLanguage();
  const heading =
    reason === 'done' ? t('recipientIntake.session.doneTitle') : t('recipientIntake.session.endedTitle');
  return (
    <MessagePanel
      heading={heading}
      actions={
        businessId && reason !== 'done' ? (
          <Button
            component={Link}
            to={pathTo('recipientEmailVerification', { businessId }, { lang: language })}
            size="md"
            w="fit-content"
          >
            {t('recipientIntake.session.verifyAgain')}
          </Button>
        ) : undefined
      }
    >
      <Text>{t(`recipientIntake.session.${reason}`)}</Text>
    </MessagePanel>
  );
}
