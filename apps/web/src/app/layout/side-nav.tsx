import { canAct } from '@causeway/domain';
import { ActionIcon, Divider, ScrollArea, Stack, Tooltip, useDirection } from '@mantine/core';
import {
  IconBook,
  IconChevronsLeft,
  IconChevronsRight,
  IconCode,
  IconFlask,
  IconHelpCircle,
  IconHome,
  IconLogout,
  IconReportAnalytics,
  IconSettings,
  IconWebhook,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSandboxMode } from '../../features/sandbox/api/get-sandbox-mode.ts';
import type { UserBusinessContext } from '../../lib/session/session-store.ts';
import { useCurrentRouteDefinition } from '../route-handle.ts';
import { NavItem } from './nav-item.tsx';
import { SETTINGS_ITEMS, type SettingsRoute } from './nav-settings-items.ts';
import { isSettingsRoute, navTargets } from './nav-targets.ts';
import { useOpenWebhooks } from './use-open-webhooks.ts';
import { useSignOut } from './use-sign-out.ts';

type SideNavProps = {
  context: UserBusinessContext;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  onSupport: () => void;
};

/** Business spec §2.3: Home, Reports, Settings, Developers (with developerTools), Support, Sign Out. */
export function SideNav({ context, collapsed, onCollapsedChange, onSupport }: SideNavProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const routeName = useCurrentRouteDefinition()?.name;
  const targets = navTargets(context);
  const signOut = useSignOut();
  const openWebhooks = useOpenWebhooks(context.topLevelBusinessId);
  const showDevelopers = canAct(context, 'developerTools', context.topLevelBusinessId);
  const sandboxMode = useSandboxMode();
  const [settingsOpened, setSettingsOpened] = useState(isSettingsRoute(routeName));
  const [developersOpened, setDevelopersOpened] = useState(false);

  // The Settings group opens by itself on a settings route.
  useEffect(() => {
    if (isSettingsRoute(routeName)) setSettingsOpened(true);
  }, [routeName]);

  const openGroup = (open: (value: boolean) => void) => () => {
    onCollapsedChange(false);
    open(true);
  };
  const pointsRight = collapsed !== (dir === 'rtl');
  const toggleLabel = collapsed ? t('nav.expand') : t('nav.collapse');

  return (
    <Stack h="100%" gap={0} p="xs" component="nav" aria-label={t('nav.mainNavigation')}>
      <ScrollArea style={{ flex: 1 }}>
        <Stack gap={4}>
          {targets.home && (
            <NavItem
              label={t('nav.home')}
              icon={<IconHome size={20} />}
              collapsed={collapsed}
              to={targets.home.to}
              active={routeName === targets.home.route}
            />
          )}
          {targets.reports && (
            <NavItem
              label={t('nav.reports')}
              icon={<IconReportAnalytics size={20} />}
              collapsed={collapsed}
              to={targets.reports.to}
              active={routeName === targets.reports.route}
            />
          )}
          {targets.settings.length > 0 && (
            <NavItem
              label={t('nav.settings')}
              icon={<IconSettings size={20} />}
              collapsed={collapsed}
              opened={settingsOpened}
              onToggle={collapsed ? openGroup(setSettingsOpened) : () => setSettingsOpened((open) => !open)}
            >
              {targets.settings.map((item) => {
                const { labelKey, Icon } = SETTINGS_ITEMS[item.route as SettingsRoute];
                return (
                  <NavItem
                    key={item.route}
                    label={t(labelKey)}
                    icon={<Icon size={18} />}
                    collapsed={false}
                    to={item.to}
                    active={routeName === item.route}
                  />
                );
              })}
            </NavItem>
          )}
          {showDevelopers && (
            <NavItem
              label={t('nav.developers')}
              icon={<IconCode size={20} />}
              collapsed={collapsed}
              opened={developersOpened}
              onToggle={
                collapsed ? openGroup(setDevelopersOpened) : () => setDevelopersOpened((open) => !open)
              }
            >
              <NavItem
                label={t('nav.webhooks')}
                icon={<IconWebhook size={18} />}
                collapsed={false}
                onClick={() => void openWebhooks()}
              />
              <NavItem
                label={t('nav.docs')}
                icon={<IconBook size={18} />}
                collapsed={false}
                href="/api/docs"
              />
            </NavItem>
          )}
          {sandboxMode && targets.sandbox && (
            <NavItem
              label={t('sandbox.navLabel')}
              icon={<IconFlask size={20} />}
              collapsed={collapsed}
              to={targets.sandbox.to}
              active={routeName === targets.sandbox.route}
            />
          )}
        </Stack>
      </ScrollArea>
      <Divider my="xs" />
      <Stack gap={4}>
        <NavItem
          label={t('nav.support')}
          icon={<IconHelpCircle size={20} />}
          collapsed={collapsed}
          onClick={onSupport}
        />
        <NavItem
          label={t('nav.signOut')}
          icon={<IconLogout size={20} />}
          collapsed={collapsed}
          onClick={() => void signOut()}
        />
        <Tooltip label={toggleLabel} disabled={!collapsed}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={toggleLabel}
            onClick={() => onCollapsedChange(!collapsed)}
            mx={collapsed ? 'auto' : undefined}
            ms={collapsed ? undefined : 'auto'}
          >
            {pointsRight ? <IconChevronsRight size={18} /> : <IconChevronsLeft size={18} />}
          </ActionIcon>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
