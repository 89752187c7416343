import { useState } from 'react';
import { type IntakeSession, saveIntakeSession } from '../model/intake-session.ts';
import { CodeStep } from './code-step.tsx';
import { EmailStep } from './email-step.tsx';

type EmailVerificationFlowProps = {
  businessId: string;
  /** The signed link of the intake email (`?token=`); without it the email alone is checked. */
  linkToken: string | null;
  /** After the session is stored: the route goes on to the bank details. */
  onVerified: (session: IntakeSession) => void;
};

/**
 * Route recipientEmailVerification (cardholder spec §2): the recipient enters their email, then
 * the 6-digit code sent to it; the session that follows is kept for this tab.
 */
export function EmailVerificationFlow({ businessId, linkToken, onVerified }: EmailVerificationFlowProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [email, setEmail] = useState('');

  if (sentTo === null) {
    return (
      <EmailStep
        businessId={businessId}
        linkToken={linkToken}
        email={email}
        onSent={(typed) => {
          setEmail(typed);
          setSentTo(typed);
        }}
      />
    );
  }
  return (
    <CodeStep
      key={sentTo}
      businessId={businessId}
      linkToken={linkToken}
      email={sentTo}
      onChangeEmail={() => setSentTo(null)}
      onVerified={(session) => {
        saveIntakeSession(session);
        onVerified(session);
      }}
    />
  );
}
