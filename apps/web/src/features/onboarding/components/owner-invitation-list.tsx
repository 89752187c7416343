import type { OnboardingPerson } from '@causeway/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import { ConfirmRemoveDialog } from '../../../ui/confirm-remove-dialog.tsx';
import { useChangeOwnerInvitation } from '../api/owner-invitations.ts';

/**
 * The invited owners and whether each has answered. One who has not can be emailed a fresh link
 * (the old one stops working) or withdrawn, after a confirmation.
 */
export function OwnerInvitationList({
  businessId,
  owners,
}: {
  businessId: string;
  owners: OnboardingPerson[];
}) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const change = useChangeOwnerInvitation(businessId);
  const [withdrawing, setWithdrawing] = useState<OnboardingPerson | null>(null);
  const resend = (owner: OnboardingPerson) =>
    change.mutate(
      { ownerId: owner.id, action: 'resend' },
      {
        onSuccess: () => showSuccessToast(t('onboarding.owners.resent', { email: owner.email })),
        onError: (error) => showErrorToast(apiError(error)),
      },
    );
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {owners.map((owner) => (
        <Paper key={owner.id} withBorder p="sm" radius="sm" component="li">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text style={{ overflowWrap: 'anywhere' }}>
                {owner.firstName} {owner.lastName} <bdi dir="ltr">({owner.email})</bdi>
              </Text>
              <Text fw={600}>{t(`onboarding.owners.status.${owner.status}`)}</Text>
            </Group>
            {owner.status === 'invited' && (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  loading={change.isPending && change.variables?.ownerId === owner.id}
                  onClick={() => resend(owner)}
                >
                  {t('onboarding.owners.resend')}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => setWithdrawing(owner)}>
                  {t('onboarding.owners.withdraw')}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
      {withdrawing && (
        <ConfirmRemoveDialog
          title={t('onboarding.owners.withdrawTitle')}
          confirmLabel={t('onboarding.owners.withdraw')}
          pending={change.isPending}
          onClose={() => setWithdrawing(null)}
          onConfirm={async () => {
            await change.mutateAsync({ ownerId: withdrawing.id, action: 'revoke' });
            showSuccessToast(t('onboarding.owners.withdrawn', { email: withdrawing.email }));
            setWithdrawing(null);
          }}
        >
          {t('onboarding.owners.withdrawText', {
            name: `${withdrawing.firstName} ${withdrawing.lastName}`,
          })}
        </ConfirmRemoveDialog>
      )}
    </Stack>
  );
}
