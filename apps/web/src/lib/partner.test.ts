import { describe, expect, it } from 'vitest';
import { partnerHostnameRedirect } from './partner.ts';

const partner = { pathPrefix: 'harbor', hostnames: ['cards.harbor.example'] };
const at = (hostname: string, pathname: string, search = '') =>
  partnerHostnameRedirect({ hostname, pathname, search }, partner);

describe('partnerHostnameRedirect', () => {
  it('sends the root path of a partner hostname to the partner landing page', () => {
    expect(at('cards.harbor.example', '/')).toBe('/harbor');
    expect(at('CARDS.harbor.example', '/')).toBe('/harbor');
  });

  it('sends the plain register paths to the partner register path, keeping only the token', () => {
    expect(at('cards.harbor.example', '/register', '?token=abc&x=1')).toBe('/harbor/register?token=abc');
    expect(at('cards.harbor.example', '/register/cardholder/', '?token=a%2Bb')).toBe(
      '/harbor/register?token=a%2Bb',
    );
    expect(at('cards.harbor.example', '/register')).toBe('/harbor/register');
  });

  it('leaves other paths and other hostnames alone', () => {
    expect(at('cards.harbor.example', '/login')).toBeNull();
    expect(at('cards.harbor.example', '/register/member', '?token=abc')).toBeNull();
    expect(at('portal.example', '/')).toBeNull();
    expect(at('portal.example', '/register', '?token=abc')).toBeNull();
  });
});
