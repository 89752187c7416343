import { Alert, Loader, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { peekIntendedPath } from '../../../lib/session/intended-path.ts';
import { useGoogleSignInReturn } from '../hooks/use-google-sign-in-return.ts';
import { SignInFlow } from './sign-in-flow.tsx';

/** The sign-in card: finishes a Google return, or runs the two-step sign-in. */
export function SignInPageContent({
  heading,
  passwordChanged,
}: {
  heading: string;
  passwordChanged?: boolean;
}) {
  const { t } = useTranslation();
  const { notice, pending } = useGoogleSignInReturn();
  return (
    <Paper withBorder radius="md" p="xl" shadow="xs">
      <Stack>
        <Title order={1} size="h2">
          {heading}
        </Title>
        {passwordChanged && (
          <Alert color="teal" role="status">
            {t('login.passwordChanged')}
          </Alert>
        )}
        {pending ? (
          <Loader role="status" aria-label={t('common.loading')} mx="auto" />
        ) : (
          <SignInFlow notice={notice} returnTo={peekIntendedPath() ?? '/'} />
        )}
      </Stack>
    </Paper>
  );
}
