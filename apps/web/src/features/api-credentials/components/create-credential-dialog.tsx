import {
  API_CREDENTIAL_EXPIRY_CHOICES_DAYS,
  API_CREDENTIAL_NAME_LENGTH_MAX,
  createApiCredentialBodySchema,
} from '@causeway/contracts';
import { LANGUAGE_BCP47_TAGS, type PermissionContext } from '@causeway/domain';
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { type CreatedApiCredential, useCreateApiCredential } from '../api/api-credentials-api.ts';
import { grantablePermissions } from '../model/grantable-permissions.ts';
import { CredentialSecret } from './credential-secret.tsx';

/** A business a credential may be made for: the organisation or one of its programs. */
export type CredentialTarget = { id: string; name: string };

const DEFAULT_EXPIRY_DAYS = 90;

/** "90 days" in the interface language, with its own plural rules (Intl, not the catalogs). */
const daysLabel = (days: number) =>
  new Intl.NumberFormat(LANGUAGE_BCP47_TAGS[currentLanguage()], {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
  }).format(days);

/**
 * Creates an API credential: a name, the business, some of the person's own permissions there and
 * a lifetime. Then the same dialog shows the client id and the secret, once, with copy buttons.
 */
export function CreateCredentialDialog({
  pageBusinessId,
  targets,
  context,
  opened,
  onClose,
}: {
  pageBusinessId: string;
  targets: readonly CredentialTarget[];
  context: PermissionContext;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const create = useCreateApiCredential(pageBusinessId);
  const [name, setName] = useState('');
  const [targetId, setTargetId] = useState(targets[0]?.id ?? pageBusinessId);
  const [permissions, setPermissions] = useState<string[]>([]);
  const [expiresInDays, setExpiresInDays] = useState(DEFAULT_EXPIRY_DAYS);
  const [nameError, setNameError] = useState<string | undefined>();
  const [created, setCreated] = useState<CreatedApiCredential | null>(null);
  const offered = grantablePermissions(context, targetId);

  const close = () => {
    setName('');
    setPermissions([]);
    setExpiresInDays(DEFAULT_EXPIRY_DAYS);
    setNameError(undefined);
    setCreated(null);
    create.reset();
    onClose();
  };

  const submit = () => {
    const parsed = createApiCredentialBodySchema.safeParse({ name, permissions, expiresInDays });
    if (!parsed.success) {
      const nameIssue = parsed.error.issues.find((issue) => issue.path[0] === 'name');
      setNameError(nameIssue ? fieldError(nameIssue.message) : undefined);
      return;
    }
    setNameError(undefined);
    create.mutate({ businessId: targetId, body: parsed.data }, { onSuccess: setCreated });
  };

  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={created ? t('apiCredentials.secretTitle') : t('apiCredentials.createTitle')}
      size="lg"
      // Closing by a click outside would lose the secret before it is copied.
      closeOnClickOutside={!created}
    >
      {created ? (
        <Stack>
          <CredentialSecret clientId={created.credential.clientId} clientSecret={created.clientSecret} />
          <Group justify="flex-end">
            <Button onClick={close}>{t('apiCredentials.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack>
            {create.isError && (
              <Alert color="red" role="alert">
                {apiError(create.error)}
              </Alert>
            )}
            <TextInput
              label={t('apiCredentials.name')}
              description={t('apiCredentials.nameHint')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={API_CREDENTIAL_NAME_LENGTH_MAX}
              error={nameError}
              required
              data-autofocus
            />
            {targets.length > 1 && (
              <Select
                label={t('apiCredentials.business')}
                description={t('apiCredentials.businessHint')}
                data={targets.map((business) => ({ value: business.id, label: business.name }))}
                value={targetId}
                onChange={(value) => {
                  const next = value ?? pageBusinessId;
                  setTargetId(next);
                  // What the person holds on the new business decides what may stay chosen.
                  const stillOffered = new Set<string>(grantablePermissions(context, next));
                  setPermissions((chosen) => chosen.filter((permission) => stillOffered.has(permission)));
                }}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <Checkbox.Group
              label={t('apiCredentials.permissions')}
              description={t('apiCredentials.permissionsHint')}
              value={permissions}
              onChange={setPermissions}
              required
            >
              {offered.length === 0 ? (
                <Alert color="gray" mt="xs">
                  {t('apiCredentials.nothingToGive')}
                </Alert>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                  {offered.map((permission) => (
                    <Checkbox
                      key={permission}
                      value={permission}
                      label={t(`apiCredentials.permissionNames.${permission}`)}
                      description={<span dir="ltr">{permission}</span>}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Checkbox.Group>
            <Select
              label={t('apiCredentials.expiry')}
              data={API_CREDENTIAL_EXPIRY_CHOICES_DAYS.map((days) => ({
                value: String(days),
                label: daysLabel(days),
              }))}
              value={String(expiresInDays)}
              onChange={(value) => setExpiresInDays(Number(value ?? DEFAULT_EXPIRY_DAYS))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending} disabled={permissions.length === 0}>
                {t('apiCredentials.createSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
