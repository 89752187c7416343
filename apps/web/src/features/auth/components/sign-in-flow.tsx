import type { LoginIdentifier } from '@causeway/domain';
import { Alert, Anchor, Divider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import type { LoginCheck } from '../api/validate-login.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { LoginIdentifierForm } from './login-identifier-form.tsx';
import { PasswordSignInForm } from './password-sign-in-form.tsx';
import { SmsCodeSignIn } from './sms-code-sign-in.tsx';

type Method = 'password' | 'sms';
type SecondStep = { login: LoginIdentifier; check: LoginCheck; method: Method };

/** A phone number signs in by text message first when it can; everyone else by password. */
export function defaultMethod(login: LoginIdentifier, check: LoginCheck): Method {
  const canPassword = check.methods.includes('password');
  const canSms = check.methods.includes('sms');
  if (canSms && (login.kind === 'phone' || !canPassword)) return 'sms';
  return 'password';
}

/** Sign-in: step one (email or phone), then a password, a texted code, or Google (spec §2). */
export function SignInFlow({ notice, returnTo }: { notice?: string | null; returnTo: string }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<SecondStep | null>(null);

  if (!step) {
    return (
      <Stack>
        {notice && (
          <Alert color="red" role="alert">
            {notice}
          </Alert>
        )}
        <LoginIdentifierForm
          onChecked={(login, check) => setStep({ login, check, method: defaultMethod(login, check) })}
        />
      </Stack>
    );
  }

  const { login, check, method } = step;
  const offersGoogle = check.methods.includes('google');
  const other: Method = method === 'password' ? 'sms' : 'password';
  const offersOther = !check.googleOnly && check.methods.includes(other);
  const backToStepOne = (
    <Anchor component="button" type="button" size="sm" onClick={() => setStep(null)} w="fit-content">
      {check.googleOnly ? t('common.backToLogin') : t('login.changeAccount')}
    </Anchor>
  );

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('login.signingInAs', { login: isolateLtr(login.value) })}
      </Text>
      {check.googleOnly ? (
        <Alert color="yellow" role="alert">
          {t('errors.googleOnly')}
        </Alert>
      ) : method === 'password' ? (
        <PasswordSignInForm login={login.value} />
      ) : (
        <SmsCodeSignIn login={login.value} />
      )}
      {offersOther && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          w="fit-content"
          onClick={() => setStep({ ...step, method: other })}
        >
          {other === 'sms' ? t('login.useSmsCode') : t('login.usePassword')}
        </Anchor>
      )}
      {offersGoogle && (
        <>
          {!check.googleOnly && <Divider label={t('login.or')} />}
          <GoogleSignInButton returnTo={returnTo} />
        </>
      )}
      {backToStepOne}
    </Stack>
  );
}
