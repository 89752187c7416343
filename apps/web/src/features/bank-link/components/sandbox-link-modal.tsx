import {
  SANDBOX_BANK_LINK_CREDENTIALS,
  type SandboxInstitution,
  type SandboxPublicTokenResponse,
} from '@causeway/contracts';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useCompactLayout } from '../../../ui/use-compact-layout.ts';
import { useSandboxInstitutions, useSandboxSignIn } from '../api/sandbox-bank-link.ts';
import { type BankLinkMetadata, sandboxLinkMetadataOf } from '../model/link-result.ts';

export type SandboxLinkModalProps = {
  linkToken: string;
  onSuccess: (publicToken: string, metadata: BankLinkMetadata) => void;
  /** Closed before an account was picked. */
  onExit: () => void;
};

type Step =
  | { step: 'institution' }
  | { step: 'signIn'; institution: SandboxInstitution }
  | { step: 'account'; answer: SandboxPublicTokenResponse };

const sessionId = () => globalThis.crypto?.randomUUID?.() ?? `sandbox-${Date.now()}`;

/**
 * The sandbox's stand-in for Plaid Link: pick a bank, sign in with the sandbox credentials, pick an
 * account. It ends as Plaid Link does, with a public token and Link's onSuccess metadata.
 */
export default function SandboxLinkModal({ linkToken, onSuccess, onExit }: SandboxLinkModalProps) {
  const { t } = useTranslation();
  const compact = useCompactLayout();
  const [step, setStep] = useState<Step>({ step: 'institution' });
  return (
    <Dialog opened onClose={onExit} title={t('bankLink.sandbox.title')} fullScreen={compact} size="md">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('bankLink.sandbox.intro')}
        </Text>
        {step.step === 'institution' && (
          <InstitutionStep onPick={(institution) => setStep({ step: 'signIn', institution })} />
        )}
        {step.step === 'signIn' && (
          <SignInStep
            linkToken={linkToken}
            institution={step.institution}
            onBack={() => setStep({ step: 'institution' })}
            onSignedIn={(answer) => setStep({ step: 'account', answer })}
          />
        )}
        {step.step === 'account' && (
          <AccountStep
            answer={step.answer}
            onBack={() => setStep({ step: 'institution' })}
            onPick={(accountId) =>
              onSuccess(step.answer.publicToken, sandboxLinkMetadataOf(step.answer, accountId, sessionId()))
            }
          />
        )}
      </Stack>
    </Dialog>
  );
}

function InstitutionStep({ onPick }: { onPick: (institution: SandboxInstitution) => void }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const institutions = useSandboxInstitutions();
  const headingId = useId();
  if (institutions.isPending)
    return (
      <Center py="md">
        <Loader role="status" size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  if (institutions.isError)
    return (
      <Alert color="red" title={t('bankLink.sandbox.institutionsFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{apiError(institutions.error)}</Text>
          <Button variant="default" size="xs" onClick={() => void institutions.refetch()}>
            {t('bankLink.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title id={headingId} order={3} size="h5">
        {t('bankLink.sandbox.chooseBank')}
      </Title>
      {institutions.data.map((institution) => (
        <UnstyledButton
          key={institution.institutionId}
          onClick={() => onPick(institution)}
          p="sm"
          w="100%"
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
            textAlign: 'start',
          }}
        >
          <Text fw={600}>{institution.name}</Text>
          <Text size="sm" c="dimmed">
            {t(`bankLink.sandbox.outcomes.${institution.outcome}`)}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

function SignInStep({
  linkToken,
  institution,
  onBack,
  onSignedIn,
}: {
  linkToken: string;
  institution: SandboxInstitution;
  onBack: () => void;
  onSignedIn: (answer: SandboxPublicTokenResponse) => void;
}) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const signIn = useSandboxSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMissing(!username || !password);
    if (!username || !password) return;
    try {
      onSignedIn(
        await signIn.mutateAsync({ linkToken, institutionId: institution.institutionId, username, password }),
      );
    } catch {
      // Shown below.
    }
  };
  const refusal = signIn.isError
    ? isApiError(signIn.error, 401)
      ? t('bankLink.sandbox.wrongCredentials')
      : apiError(signIn.error)
    : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Title order={3} size="h5">
          {t('bankLink.sandbox.signInTo', { bank: institution.name })}
        </Title>
        <Alert color="blue" variant="light">
          {t('bankLink.sandbox.credentialsHint', {
            username: isolateLtr(SANDBOX_BANK_LINK_CREDENTIALS.username),
            password: isolateLtr(SANDBOX_BANK_LINK_CREDENTIALS.password),
          })}
        </Alert>
        <TextInput
          label={t('bankLink.sandbox.username')}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={missing && !username ? t('bankLink.sandbox.usernameRequired') : undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          required
          data-autofocus
        />
        <PasswordField
          label={t('bankLink.sandbox.password')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={missing && !password ? t('bankLink.sandbox.passwordRequired') : undefined}
          autoComplete="off"
          required
        />
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('bankLink.back')}
          </Button>
          <Button type="submit" loading={signIn.isPending}>
            {t('bankLink.sandbox.signIn')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AccountStep({
  answer,
  onBack,
  onPick,
}: {
  answer: SandboxPublicTokenResponse;
  onBack: () => void;
  onPick: (accountId: string) => void;
}) {
  const { t } = useTranslation();
  const [accountId, setAccountId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(accountId === null);
    if (accountId) onPick(accountId);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Radio.Group
          label={t('bankLink.sandbox.chooseAccount', { bank: answer.institution.name })}
          value={accountId}
          onChange={setAccountId}
          error={missing ? t('bankLink.sandbox.accountRequired') : undefined}
          required
        >
          <Stack gap="sm" mt="xs">
            {answer.accounts.map((account) => (
              <Radio
                key={account.id}
                value={account.id}
                label={
                  <>
                    {account.name}{' '}
                    <Text span dir="ltr">
                      ••{account.mask}
                    </Text>
                  </>
                }
                description={t(`bankLink.accountTypes.${account.subtype}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('bankLink.back')}
          </Button>
          <Button type="submit">{t('bankLink.sandbox.linkAccount')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
