import { isErrorMessageCode } from '@causeway/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isSafeReturnPath, rememberIntendedPath } from '../../../lib/session/intended-path.ts';
import { requestToken } from '../api/request-token.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/**
 * Completes a Google sign-in when the API sends the browser back to /login: ?ticket=… is traded
 * for tokens once; ?error=googleNotLinked|accountError becomes the message to show.
 * Answers that message and whether the ticket exchange is still running.
 */
export function useGoogleSignInReturn(): { notice: string | null; pending: boolean } {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const [searchParams] = useSearchParams();
  const finishSignIn = useFinishSignIn();
  const ticket = searchParams.get('ticket');
  const errorCode = searchParams.get('error');
  const returnTo = searchParams.get('returnTo');
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!ticket || started.current) return;
    started.current = true;
    // The page the visitor first asked for travelled through Google as returnTo.
    if (returnTo && isSafeReturnPath(returnTo) && !['/', '/login'].includes(returnTo)) {
      rememberIntendedPath(returnTo);
    }
    requestToken({ grantType: 'ticket', ticket })
      .then(finishSignIn)
      .catch((error: unknown) => setFailure(apiError(error)));
  }, [ticket, returnTo, finishSignIn, apiError]);

  const fromQuery = isErrorMessageCode(errorCode)
    ? t(`errors.${errorCode}` as 'errors.unexpected')
    : errorCode
      ? t('errors.unexpected')
      : null;
  return { notice: failure ?? fromQuery, pending: Boolean(ticket) && !failure };
}
