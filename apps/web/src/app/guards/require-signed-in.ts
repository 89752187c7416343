import { redirect } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';
import { isPartnerPath } from '../../lib/cardholder-paths.ts';
import { pathTo } from '../../lib/paths.ts';
import { rememberIntendedPath } from '../../lib/session/intended-path.ts';
import { ensureUserContext, waitForAuthentication } from '../../lib/session/load-session.ts';
import { signOutSession } from '../../lib/session/sign-out.ts';
import { showErrorToast } from '../../lib/toast.ts';

/**
 * The login-required guard (business spec §2.2): a signed-out visitor's path is kept for the
 * session and they go to /login; a signed-in one whose user data is missing (after a reload) gets
 * it fetched again. A 401 on that fetch toasts the authentication error (10 s); a 401 or 404
 * signs out and goes to /login (spec §7 "Handling of answers"). On a partner path, the partner's
 * sign-in page stands for /login.
 */
export async function requireSignedIn(request: Request): Promise<void> {
  const url = new URL(request.url);
  const login = isPartnerPath(url.pathname) ? pathTo('partnerLogin') : pathTo('login');
  if (!(await waitForAuthentication())) {
    rememberIntendedPath(url.pathname + url.search);
    throw redirect(login);
  }
  const result = await ensureUserContext();
  if (result === 'ok') return;
  if (result === 'authenticationError')
    showErrorToast(i18n.t('errors.authenticationError'), 'authentication');
  await signOutSession();
  throw redirect(login);
}
