import type { TokenResponse } from '@causeway/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isPartnerPath, partnerDestination } from '../../../lib/cardholder-paths.ts';
import { completeSignIn } from '../../../lib/session/complete-sign-in.ts';

/**
 * Starts the session from new tokens and goes where the user is expected (business spec §2.6); a
 * person signing in on a partner path stays in the partner paths (cardholder spec §2).
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const partner = isPartnerPath(pathname);
  return useCallback(
    async (tokens: TokenResponse) => {
      const destination = await completeSignIn(tokens);
      await navigate(partner ? partnerDestination(destination) : destination, { replace: true });
    },
    [navigate, partner],
  );
}
