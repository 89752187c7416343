import { useMatches } from 'react-router';
import { NotFoundView } from '../../ui/not-found-view.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/** Unknown paths, and routes whose screens arrive with later issues, once their guards pass. */
export default function NotFoundRoute() {
  const insideShell = useMatches().some((match) => match.id === 'portalShell');
  return insideShell ? (
    <NotFoundView />
  ) : (
    <RoutePublicPage size="sm">
      <NotFoundView />
    </RoutePublicPage>
  );
}
