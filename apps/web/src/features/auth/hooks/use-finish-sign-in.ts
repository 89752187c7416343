import type { TokenResponse } from '@causeway/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { completeSignIn } from '../../../lib/session/complete-sign-in.ts';

/** Starts the session from new tokens and goes where the user is expected (business spec §2.6). */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return useCallback(
    async (tokens: TokenResponse) => {
      const destination = await completeSignIn(tokens);
      await navigate(destination, { replace: true });
    },
    [navigate],
  );
}
