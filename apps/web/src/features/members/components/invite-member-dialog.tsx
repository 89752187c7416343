import { ROLES, type Role } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { MessageLanguageSelect } from '../../../ui/message-language-select.tsx';
import { type InviteMemberInput, inviteMemberInputSchema, useInviteMember } from '../api/invite-member.ts';

/** A business a member may be invited onto; only an admin there may grant the admin role. */
export type InviteTarget = { id: string; name: string; managesAdmins: boolean };

/**
 * Invite by email with a role (permission addMember) onto the organisation or one of its programs;
 * least privilege (viewer) is preselected.
 */
export function InviteMemberDialog({
  pageBusinessId,
  targets,
  opened,
  onClose,
}: {
  pageBusinessId: string;
  targets: readonly InviteTarget[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const inviteMember = useInviteMember(pageBusinessId);
  const form = useForm<InviteMemberInput>({
    resolver: zodResolver(inviteMemberInputSchema),
    // The page's language is a guess at the invitee's; the field lets the inviter choose theirs.
    defaultValues: { email: '', role: 'viewer', language: currentLanguage() },
  });
  const [targetId, setTargetId] = useState(targets[0]?.id ?? pageBusinessId);
  const target = targets.find((business) => business.id === targetId) ?? targets[0];

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (input) => {
    try {
      await inviteMember.mutateAsync({ businessId: target?.id ?? pageBusinessId, input });
      showSuccessToast(t('members.invitationSent', { email: input.email }));
      close();
    } catch (error) {
      form.setError('root', { message: apiError(error) });
    }
  });

  return (
    <Dialog opened={opened} onClose={close} title={t('members.inviteTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {form.formState.errors.root && (
            <Alert color="red" role="alert">
              {form.formState.errors.root.message}
            </Alert>
          )}
          <TextInput
            type="email"
            label={t('members.email')}
            dir="ltr"
            data-autofocus
            error={fieldError(form.formState.errors.email?.message)}
            {...form.register('email')}
          />
          {targets.length > 1 && (
            <Select
              label={t('members.business')}
              data={targets.map((business) => ({ value: business.id, label: business.name }))}
              value={target?.id ?? null}
              onChange={(value) => {
                setTargetId(value ?? pageBusinessId);
                // The admin role may not be offered on the newly chosen business.
                if (form.getValues('role') === 'admin') form.setValue('role', 'viewer');
              }}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select
                label={t('members.role')}
                data={ROLES.filter((role) => role !== 'admin' || target?.managesAdmins).map((role) => ({
                  value: role,
                  label: t(`roles.${role}`),
                }))}
                value={field.value}
                onChange={(value) => field.onChange((value ?? 'viewer') as Role)}
                allowDeselect={false}
                searchable
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <MessageLanguageSelect label={t('members.invitationLanguage')} {...form.register('language')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={inviteMember.isPending}>
              {t('members.inviteSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
