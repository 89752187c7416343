import { Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDots, IconHome, IconLogout, IconReportAnalytics, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserBusinessContext } from '../../lib/session/session-store.ts';
import { useCurrentRouteDefinition } from '../route-handle.ts';
import { MoreSheet } from './more-sheet.tsx';
import { phoneNavTargets } from './nav-targets.ts';
import { useSignOut } from './use-sign-out.ts';

function BarItem({
  label,
  icon,
  to,
  active,
  onClick,
  expanded,
}: {
  label: string;
  icon: ReactNode;
  to?: string;
  active?: boolean;
  onClick?: () => void;
  /** The More button: it opens a dialog and says whether it is open. */
  expanded?: boolean;
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
    minWidth: 0,
    textAlign: 'center' as const,
    color: active ? 'var(--mantine-color-indigo-7)' : 'var(--mantine-color-gray-7)',
  };
  return to ? (
    <UnstyledButton component={Link} to={to} style={style} aria-current={active ? 'page' : undefined}>
      {content}
    </UnstyledButton>
  ) : (
    <UnstyledButton
      onClick={onClick}
      style={style}
      aria-haspopup={expanded === undefined ? undefined : 'dialog'}
      aria-expanded={expanded}
    >
      {content}
    </UnstyledButton>
  );
}

/**
 * Below 1026 px: Home, Reports, Members and Sign Out (business spec §2.3), and More, whose sheet
 * reaches the rest of the side navigation.
 */
export function BottomBar({ context, onSupport }: { context: UserBusinessContext; onSupport: () => void }) {
  const { t } = useTranslation();
  const routeName = useCurrentRouteDefinition()?.name;
  const signOut = useSignOut();
  const { home, reports, members } = phoneNavTargets(context).bar;
  const [moreOpened, more] = useDisclosure(false);
  return (
    <>
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
        <BarItem
          label={t('nav.more')}
          icon={<IconDots size={22} />}
          onClick={more.open}
          expanded={moreOpened}
        />
      </Group>
      <MoreSheet context={context} opened={moreOpened} onClose={more.close} onSupport={onSupport} />
    </>
  );
}
