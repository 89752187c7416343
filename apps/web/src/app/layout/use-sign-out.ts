import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../lib/paths.ts';
import { signOutSession } from '../../lib/session/sign-out.ts';

/**
 * Sign Out (business spec §2.3): go to /login, sign out, reset all state and the banner-closed
 * flag. If the navigation fails, a hard redirect to /login is used.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await navigate(pathTo('login'), { replace: true });
    } catch {
      window.location.assign(pathTo('login'));
    }
    await signOutSession();
  }, [navigate]);
}
