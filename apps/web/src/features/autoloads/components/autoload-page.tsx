import type { AutoloadDetail } from '@causeway/contracts';
import { canAct, type Permission } from '@causeway/domain';
import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { pathTo } from '../../../lib/paths.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import { ConfirmRemoveDialog } from '../../../ui/confirm-remove-dialog.tsx';
import { MoneyText } from '../../../ui/money-text.tsx';
import { useAutoload, useUpdateAutoload } from '../api/autoloads.ts';
import { formatDay } from '../model/format-day.ts';
import { AutoloadStatusBadge } from './autoload-badges.tsx';
import { CardsSection } from './autoload-cards-section.tsx';
import { RunHistorySection } from './autoload-runs-section.tsx';
import { EditAutoloadDialog } from './edit-autoload-dialog.tsx';

type AutoloadPageProps = { businessId: string; autoloadId: string; context: UserBusinessContext };

/** /{businessId}/autoloads/{autoloadId}: the schedule, its cards, its next runs and its run history. */
export function AutoloadPage({ businessId, autoloadId, context }: AutoloadPageProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const autoload = useAutoload(autoloadId);
  if (autoload.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  if (autoload.isError) return <Alert color="red">{apiError(autoload.error)}</Alert>;
  const can = (permission: Permission) => canAct(context, permission, autoload.data.autoload.businessId);
  return <AutoloadView businessId={businessId} detail={autoload.data} can={can} />;
}

type ViewProps = { businessId: string; detail: AutoloadDetail; can: (permission: Permission) => boolean };

function AutoloadView({ businessId, detail, can }: ViewProps) {
  const { t } = useTranslation();
  const { autoload } = detail;
  const update = useUpdateAutoload(autoload.id);
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const open = autoload.status === 'active' || autoload.status === 'paused';
  const { apiError } = useTranslatedErrors();

  const setStatus = async (status: 'active' | 'paused') => {
    try {
      await update.mutateAsync({ status });
      showSuccessToast(t(status === 'paused' ? 'autoloads.paused' : 'autoloads.resumed'));
    } catch (error) {
      showErrorToast(apiError(error));
    }
  };

  return (
    <Stack>
      <Anchor component={Link} to={pathTo('autoloads', { businessId })} size="sm">
        {t('autoloads.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {autoload.name}
            </Title>
            <AutoloadStatusBadge status={autoload.status} />
          </Group>
          <Text c="dimmed">
            {t('autoloads.summary', {
              frequency: t(`autoloads.frequencies.${autoload.frequency}`),
              cards: autoload.cardCount,
            })}
          </Text>
        </Stack>
        {open && (
          <Group gap="sm">
            {can('modifyAutoload') && (
              <Button
                variant="default"
                leftSection={<IconPencil size={18} />}
                onClick={() => setEditing(true)}
              >
                {t('autoloads.edit')}
              </Button>
            )}
            {can('modifyAutoload') && (
              <Button
                variant="default"
                loading={update.isPending}
                leftSection={
                  autoload.status === 'paused' ? <IconPlayerPlay size={18} /> : <IconPlayerPause size={18} />
                }
                onClick={() => void setStatus(autoload.status === 'paused' ? 'active' : 'paused')}
              >
                {t(autoload.status === 'paused' ? 'autoloads.resume' : 'autoloads.pause')}
              </Button>
            )}
            {can('cancelAutoload') && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={18} />}
                onClick={() => setCancelling(true)}
              >
                {t('autoloads.cancel')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Paper withBorder radius="md" p="md">
        <Group gap="xl" wrap="wrap">
          <Fact label={t('autoloads.amountEach')}>
            <MoneyText cents={autoload.amountCents} />
          </Fact>
          <Fact label={t('autoloads.nextLoadDate')}>{formatDay(autoload.nextLoadDate)}</Fact>
          <Fact label={t('autoloads.startDate')}>{formatDay(autoload.startDate)}</Fact>
          <Fact label={t('autoloads.endDate')}>{formatDay(autoload.endDate)}</Fact>
          <Fact label={t('autoloads.businessDayRule')}>
            {t(`autoloads.businessDayRules.${autoload.businessDayRule}`)}
          </Fact>
          <Fact label={t('autoloads.shortfallPolicy')}>
            {t(`autoloads.shortfallPolicies.${autoload.shortfallPolicy}`)}
          </Fact>
        </Group>
      </Paper>
      <CardsSection businessId={businessId} detail={detail} can={can} open={open} />
      <NextRunsSection detail={detail} canSkip={open && can('modifyAutoload')} />
      <RunHistorySection detail={detail} />
      {editing && <EditAutoloadDialog detail={detail} onClose={() => setEditing(false)} />}
      {cancelling && (
        <ConfirmRemoveDialog
          title={t('autoloads.cancelTitle')}
          confirmLabel={t('autoloads.cancelConfirm')}
          pending={update.isPending}
          onClose={() => setCancelling(false)}
          onConfirm={async () => {
            await update.mutateAsync({ status: 'cancelled' });
            showSuccessToast(t('autoloads.cancelled', { name: autoload.name }));
            setCancelling(false);
          }}
        >
          {t('autoloads.cancelText', { name: autoload.name })}
        </ConfirmRemoveDialog>
      )}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </Stack>
  );
}

function NextRunsSection({ detail, canSkip }: { detail: AutoloadDetail; canSkip: boolean }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const update = useUpdateAutoload(detail.autoload.id);
  const toggle = async (runDate: string, skipped: boolean) => {
    try {
      await update.mutateAsync(skipped ? { unskipRunDates: [runDate] } : { skipRunDates: [runDate] });
      showSuccessToast(
        t(skipped ? 'autoloads.runRestored' : 'autoloads.runSkipped', { date: formatDay(runDate) }),
      );
    } catch (error) {
      showErrorToast(apiError(error));
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="autoload-next-heading">
      <Stack>
        <Stack gap={2}>
          <Title order={2} size="h3" id="autoload-next-heading">
            {t('autoloads.nextRuns')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('autoloads.nextRunsNote')}
          </Text>
        </Stack>
        {detail.nextRuns.length === 0 ? (
          <Text c="dimmed">{t('autoloads.noNextRuns')}</Text>
        ) : (
          <Stack gap="xs">
            {detail.nextRuns.map((run) => (
              <Group key={run.runDate} justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text td={run.skipped ? 'line-through' : undefined}>{formatDay(run.runDate)}</Text>
                  {run.scheduledDate !== run.runDate && (
                    <Text size="xs" c="dimmed">
                      {t('autoloads.movedFrom', { date: formatDay(run.scheduledDate) })}
                    </Text>
                  )}
                </Stack>
                {canSkip && (
                  <Button
                    size="xs"
                    variant={run.skipped ? 'light' : 'subtle'}
                    onClick={() => void toggle(run.runDate, run.skipped)}
                    aria-label={t(run.skipped ? 'autoloads.restoreRunOn' : 'autoloads.skipRunOn', {
                      date: formatDay(run.runDate),
                    })}
                  >
                    {t(run.skipped ? 'autoloads.restoreRun' : 'autoloads.skipRun')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
