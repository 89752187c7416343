import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../lib/paths.ts';
import { signOutSession } from '../../lib/session/sign-out.ts';

/**
 * Sign Out (business spec §2.3): go to /login, sign out, reset all state and the banner-closed
 * flag. If the navigation fails, a hard redirect is used. The cardholder portal passes its own
 * landing page (cardholder spec §7: cardholders leave to the cardholder landing page).
 */
export function useSignOut(destination: string = pathTo('login')) {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await navigate(destination, { replace: true });
    } catch {
      window.location.assign(destination);
    }
    await signOutSession();
  }, [navigate, destination]);
}
