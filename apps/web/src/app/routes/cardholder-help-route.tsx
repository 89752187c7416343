import { useEffect } from 'react';
import { HelpPage } from '../../features/cardholder-help/components/help-page.tsx';
import { ensureUserContext, waitForAuthentication } from '../../lib/session/load-session.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { CardholderPage } from '../layout/cardholder-page.tsx';

/**
 * A public page that a signed-in cardholder also opens from the menu: after a reload the session
 * is restored here as on a protected page, so the menu stays; a visitor without a session sees
 * the page without it.
 */
function useSignedInIfSessionKept(): boolean {
  const signedIn = useSession((session) => Boolean(session.accessToken && session.user));
  useEffect(() => {
    if (signedIn) return;
    void (async () => {
      if (await waitForAuthentication()) await ensureUserContext();
    })().catch(() => undefined);
  }, [signedIn]);
  return signedIn;
}

/**
 * /cardholder/help: the FAQ and support contact. Public, since a person who cannot sign in needs
 * it most; a signed-in cardholder keeps the menu.
 */
export default function CardholderHelpRoute() {
  const signedIn = useSignedInIfSessionKept();
  return (
    <CardholderPage signedIn={signedIn}>
      <HelpPage />
    </CardholderPage>
  );
}
