import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconClockPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { pathTo } from '../../../lib/paths.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { useAutoloads, useRunAutoloadNow, useSandboxOn } from '../api/autoloads.ts';
import { formatDay } from '../model/format-day.ts';

/** Sandbox: moves the clock for one schedule, so its next run happens now and a person can watch it. */
export function SandboxAutoloadPanel({ businessId }: { businessId: string }) {
  const sandboxOn = useSandboxOn();
  return sandboxOn ? <Panel businessId={businessId} /> : null;
}

function Panel({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const autoloads = useAutoloads(businessId, { status: 'active', frequency: null });
  const runNow = useRunAutoloadNow();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = (autoloads.data?.pages.flatMap((page) => page.autoloads) ?? []).map((autoload) => ({
    value: autoload.id,
    label: `${autoload.name} · ${formatDay(autoload.nextLoadDate)}`,
  }));

  const run = async () => {
    if (!chosen) return;
    setError(null);
    try {
      const detail = await runNow.mutateAsync(chosen);
      const last = detail.runs[0];
      showSuccessToast(
        t('autoloads.sandbox.done', {
          name: detail.autoload.name,
          loaded: last?.loadedCount ?? 0,
        }),
      );
    } catch (failure) {
      setError(apiError(failure));
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="sandbox-autoload-heading">
      <Stack>
        <Stack gap={2}>
          <Title order={2} size="h3" id="sandbox-autoload-heading">
            {t('autoloads.sandbox.heading')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('autoloads.sandbox.intro')}
          </Text>
        </Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group align="flex-end" wrap="wrap">
          <Select
            style={{ flex: '1 1 16rem' }}
            label={t('autoloads.sandbox.autoload')}
            placeholder={options.length === 0 ? t('autoloads.sandbox.none') : undefined}
            data={options}
            value={chosen}
            onChange={setChosen}
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            leftSection={<IconClockPlay size={18} />}
            onClick={() => void run()}
            disabled={!chosen}
            loading={runNow.isPending}
          >
            {t('autoloads.sandbox.runNow')}
          </Button>
          {chosen && (
            <Button
              component={Link}
              variant="subtle"
              to={pathTo('autoload', { businessId, autoloadId: chosen })}
            >
              {t('autoloads.sandbox.open')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
