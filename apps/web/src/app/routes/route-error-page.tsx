import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from '../../ui/error-view.tsx';
import { NotFoundView } from '../../ui/not-found-view.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/** The error boundary of every route: a 404 is the not-found page, anything else the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <RoutePublicPage size="sm">{notFound ? <NotFoundView /> : <ErrorView error={error} />}</RoutePublicPage>
  );
}
