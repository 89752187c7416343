import { canAct } from '@causeway/domain';
import { Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { IconBook, IconFlask, IconHelpCircle, IconWebhook } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSandboxMode } from '../../features/sandbox/api/get-sandbox-mode.ts';
import type { UserBusinessContext } from '../../lib/session/session-store.ts';
import { useCurrentRouteDefinition } from '../route-handle.ts';
import { SETTINGS_ITEMS, type SettingsRoute } from './nav-settings-items.ts';
import { phoneNavTargets } from './nav-targets.ts';
import { useOpenWebhooks } from './use-open-webhooks.ts';

type MoreSheetProps = {
  context: UserBusinessContext;
  opened: boolean;
  onClose: () => void;
  onSupport: () => void;
};

function SheetGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * Phones: the side navigation's entries that the bottom bar has no room for (Spend Rules, Custom
 * Fields, Developers, Sandbox, Support), in a sheet from the bottom. Mantine's Drawer traps focus,
 * closes on Escape and is named by its title.
 */
export function MoreSheet({ context, opened, onClose, onSupport }: MoreSheetProps) {
  const { t } = useTranslation();
  const routeName = useCurrentRouteDefinition()?.name;
  const targets = phoneNavTargets(context).more;
  const openWebhooks = useOpenWebhooks(context.topLevelBusinessId);
  const showDevelopers = canAct(context, 'developerTools', context.topLevelBusinessId);
  const sandboxMode = useSandboxMode();
  const linkStyle = { borderRadius: 'var(--mantine-radius-md)' };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      title={t('nav.more')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      // As tall as its entries (up to most of the screen), rounded where it meets the page.
      styles={{
        content: {
          height: 'auto',
          maxHeight: '85dvh',
          borderStartStartRadius: 16,
          borderStartEndRadius: 16,
        },
      }}
    >
      <Stack component="nav" aria-label={t('nav.more')} gap="xs" pb="md">
        {targets.settings.length > 0 && (
          <SheetGroup label={t('nav.settings')}>
            {targets.settings.map((item) => {
              const { labelKey, Icon } = SETTINGS_ITEMS[item.route as SettingsRoute];
              return (
                <NavLink
                  key={item.route}
                  component={Link}
                  to={item.to}
                  label={t(labelKey)}
                  leftSection={<Icon size={20} />}
                  active={routeName === item.route}
                  aria-current={routeName === item.route ? 'page' : undefined}
                  variant="light"
                  style={linkStyle}
                  onClick={onClose}
                />
              );
            })}
          </SheetGroup>
        )}
        {showDevelopers && (
          <SheetGroup label={t('nav.developers')}>
            <NavLink
              component="button"
              type="button"
              label={t('nav.webhooks')}
              leftSection={<IconWebhook size={20} />}
              style={linkStyle}
              onClick={() => {
                onClose();
                void openWebhooks();
              }}
            />
            <NavLink
              component="a"
              href="/api/docs"
              target="_blank"
              rel="noopener"
              label={t('nav.docs')}
              leftSection={<IconBook size={20} />}
              style={linkStyle}
              onClick={onClose}
            />
          </SheetGroup>
        )}
        <Divider />
        {sandboxMode && targets.sandbox && (
          <NavLink
            component={Link}
            to={targets.sandbox.to}
            label={t('sandbox.navLabel')}
            leftSection={<IconFlask size={20} />}
            active={routeName === targets.sandbox.route}
            variant="light"
            style={linkStyle}
            onClick={onClose}
          />
        )}
        <NavLink
          component="button"
          type="button"
          label={t('nav.support')}
          leftSection={<IconHelpCircle size={20} />}
          style={linkStyle}
          onClick={() => {
            onClose();
            onSupport();
          }}
        />
      </Stack>
    </Drawer>
  );
}
