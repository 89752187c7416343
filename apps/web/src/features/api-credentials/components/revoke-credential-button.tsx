import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { type ApiCredentialView, useRevokeApiCredential } from '../api/api-credentials-api.ts';

/** Revokes a credential after a confirmation: it cannot be undone, and its systems stop at once. */
export function RevokeCredentialButton({
  pageBusinessId,
  credential,
}: {
  pageBusinessId: string;
  credential: ApiCredentialView;
}) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const [opened, dialog] = useDisclosure(false);
  const revoke = useRevokeApiCredential(pageBusinessId);
  const name = credential.name;

  const confirm = async () => {
    try {
      await revoke.mutateAsync(credential.id);
      showSuccessToast(t('apiCredentials.revokedToast', { name }));
      dialog.close();
    } catch {
      // The error shows in the dialog below.
    }
  };

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        onClick={dialog.open}
        aria-label={`${t('apiCredentials.revoke')}: ${name}`}
      >
        {t('apiCredentials.revoke')}
      </Button>
      <Dialog opened={opened} onClose={dialog.close} title={t('apiCredentials.revokeTitle')}>
        <Stack>
          <Text>{t('apiCredentials.revokeConfirm', { name })}</Text>
          {revoke.isError && <Alert color="red">{apiError(revoke.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={revoke.isPending}>
              {t('apiCredentials.revoke')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
