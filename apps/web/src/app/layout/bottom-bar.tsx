import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconHome, IconLogout, IconReportAnalytics, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserBusinessContext } from '../../lib/session/session-store.ts';
import { useCurrentRouteDefinition } from '../route-handle.ts';
import { navTargets } from './nav-targets.ts';
import { useSignOut } from './use-sign-out.ts';

function BarItem({
  label,
  icon,
  to,
  active,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  to?: string;
  active?: boolean;
  onClick?: () => void;
}) {
  const content = (
    <>
      {icon}
      <Text size="xs" fw={active ? 700 : 500}>
        {label}
      </Text>
    </>
  );
  const style = {
    display: 'flex',
    flexDirection: 'column' as const,
    alignItems: 'center',
    gap: 2,
    padding: '6px 4px',
    flex: 1,
    color: active ? 'var(--mantine-color-indigo-7)' : 'var(--mantine-color-gray-7)',
  };
  return to ? (
    <UnstyledButton component={Link} to={to} style={style} aria-current={active ? 'page' : undefined}>
      {content}
    </UnstyledButton>
  ) : (
    <UnstyledButton onClick={onClick} style={style}>
      {content}
    </UnstyledButton>
  );
}

/** Below 1026 px: Home, Reports, Members and Sign Out (business spec §2.3). */
export function BottomBar({ context }: { context: UserBusinessContext }) {
  const { t } = useTranslation();
  const routeName = useCurrentRouteDefinition()?.name;
  const signOut = useSignOut();
  const { home, reports, settings } = navTargets(context);
  const members = settings.find((item) => item.route === 'memberSettings');
  return (
    <Group component="nav" aria-label={t('nav.mainNavigation')} gap={0} h="100%" wrap="nowrap" px="xs">
      {home && (
        <BarItem
          label={t('nav.home')}
          icon={<IconHome size={22} />}
          to={home.to}
          active={routeName === home.route}
        />
      )}
      {reports && (
        <BarItem
          label={t('nav.reports')}
          icon={<IconReportAnalytics size={22} />}
          to={reports.to}
          active={routeName === reports.route}
        />
      )}
      {members && (
        <BarItem
          label={t('nav.members')}
          icon={<IconUsers size={22} />}
          to={members.to}
          active={routeName === members.route}
        />
      )}
      <BarItem label={t('nav.signOut')} icon={<IconLogout size={22} />} onClick={() => void signOut()} />
    </Group>
  );
}
