import { isNarrowLayout, NARROW_LAYOUT_MAX_WIDTH_PX } from '@causeway/domain';
import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/session/session-store.ts';
import { useCurrentRouteDefinition } from '../route-handle.ts';
import { AnnouncementBanner } from './announcement-banner.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { RoutePublicPage } from './route-public-page.tsx';
import { ShellHeader } from './shell-header.tsx';
import { SideNav } from './side-nav.tsx';
import { SupportModal } from './support-modal.tsx';

const HEADER_HEIGHT_PX = 56;
const BOTTOM_BAR_HEIGHT_PX = 64;
const NAVBAR_WIDTH_PX = 248;
const NAVBAR_COLLAPSED_WIDTH_PX = 72;

// "Below width 1026 px": 1025.98 keeps 1026 itself wide even at fractional device pixel ratios.
const NARROW_QUERY = `(max-width: ${NARROW_LAYOUT_MAX_WIDTH_PX - 0.02}px)`;

/** The business portal frame: header, side navigation (or the bottom bar when narrow), banner. */
export default function PortalShell() {
  const context = useSession((session) => session.userBusinessContext);
  const narrow = useMediaQuery(NARROW_QUERY, isNarrowLayout(window.innerWidth), {
    getInitialValueInEffect: false,
  });
  const [collapsed, setCollapsed] = useState(false);
  const [supportOpened, support] = useDisclosure(false);
  const routeName = useCurrentRouteDefinition()?.name;

  if (!context) {
    return (
      <RoutePublicPage size="sm">
        <Outlet />
      </RoutePublicPage>
    );
  }

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT_PX }}
      navbar={
        narrow ? undefined : { width: collapsed ? NAVBAR_COLLAPSED_WIDTH_PX : NAVBAR_WIDTH_PX, breakpoint: 0 }
      }
      footer={narrow ? { height: BOTTOM_BAR_HEIGHT_PX } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <ShellHeader businessName={context.businessName} />
      </AppShell.Header>
      {!narrow && (
        <AppShell.Navbar>
          <SideNav
            context={context}
            collapsed={collapsed}
            onCollapsedChange={setCollapsed}
            onSupport={support.open}
          />
        </AppShell.Navbar>
      )}
      <AppShell.Main bg="gray.0">
        <AnnouncementBanner routeName={routeName} />
        <Outlet />
      </AppShell.Main>
      {narrow && (
        <AppShell.Footer>
          <BottomBar context={context} onSupport={support.open} />
        </AppShell.Footer>
      )}
      <SupportModal opened={supportOpened} onClose={support.close} />
    </AppShell>
  );
}
