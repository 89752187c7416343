import { languagesForRoute } from '@causeway/domain';
import type { ComponentProps } from 'react';
import { PublicPage } from '../../ui/public-page.tsx';
import { useCurrentRouteDefinition } from '../route-handle.ts';

/** PublicPage with the languages the current route offers (three on the intake routes, spec §2.5). */
export function RoutePublicPage(props: Omit<ComponentProps<typeof PublicPage>, 'languages'>) {
  const definition = useCurrentRouteDefinition();
  return <PublicPage languages={languagesForRoute(definition?.name ?? '')} {...props} />;
}
