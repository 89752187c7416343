/**
 * The co-branded (partner) variant: its own path prefix, name and hostnames. The spec names none
 * of them, so they are build settings (docs/decisions-web.md).
 */
export const PARTNER = {
  pathPrefix: import.meta.env.VITE_PARTNER_PATH_PREFIX || 'partner',
  name: import.meta.env.VITE_PARTNER_NAME || 'Causeway Partner',
  hostnames: (import.meta.env.VITE_PARTNER_HOSTNAMES || '')
    .split(',')
    .map((hostname: string) => hostname.trim().toLowerCase())
    .filter(Boolean),
};

/**
 * On a partner hostname the root path goes to the partner landing (sign-in) page, and the plain
 * register paths go to the partner register path keeping only the token query value.
 * Answers the path to go to, or null to stay.
 */
export function partnerHostnameRedirect(
  location: { hostname: string; pathname: string; search: string },
  partner: { pathPrefix: string; hostnames: readonly string[] } = PARTNER,
): string | null {
  if (!partner.hostnames.includes(location.hostname.toLowerCase())) return null;
  const pathname = location.pathname.replace(/\/+$/, '') || '/';
  if (pathname === '/') return `/${partner.pathPrefix}`;
  if (pathname === '/register' || pathname === '/register/cardholder') {
    const token = new URLSearchParams(location.search).get('token');
    const query = token === null ? '' : `?${new URLSearchParams({ token })}`;
    return `/${partner.pathPrefix}/register${query}`;
  }
  return null;
}
