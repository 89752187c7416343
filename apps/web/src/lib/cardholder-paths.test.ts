import { describe, expect, it } from 'vitest';
import { cardholderPathTo, isPartnerPath, partnerDestination } from './cardholder-paths.ts';
import { PARTNER } from './partner.ts';

const prefix = `/${PARTNER.pathPrefix}`;
const cardId = '7d3f3c52-2f7e-4a57-9a34-1f0c5d9b8e21';

describe('cardholder paths keep a partner cardholder in the partner paths', () => {
  it.each([
    [false, 'accountOverview', undefined, '/accountOverview'],
    [true, 'accountOverview', undefined, `${prefix}/cardholder`],
    [false, 'cardholders', undefined, '/cardholders'],
    [true, 'cardholders', undefined, prefix],
    [false, 'cardholderDashboard', { cardId }, `/cardholder/dashboard/${cardId}`],
    [true, 'cardholderDashboard', { cardId }, `${prefix}/cardholder/dashboard/${cardId}`],
    [true, 'cardholderHelp', undefined, `${prefix}/cardholder/help`],
    [true, 'cardholderFirstPin', undefined, `${prefix}/cardholders/set-pin`],
  ] as const)('partner %s, %s → %s', (partner, name, params, expected) => {
    const path = (cardholderPathTo as (p: boolean, n: string, a?: unknown) => string)(partner, name, params);
    expect(path).toBe(expected);
  });

  it.each([
    [prefix, true],
    [`${prefix}/cardholder`, true],
    [`${prefix}x/cardholder`, false],
    ['/accountOverview', false],
  ])('%s is a partner path: %s', (pathname, expected) => {
    expect(isPartnerPath(pathname)).toBe(expected);
  });
});

describe('a partner sign-in stays in the partner paths', () => {
  it.each([
    ['/accountOverview', `${prefix}/cardholder`],
    [`/cardholder/dashboard/${cardId}`, `${prefix}/cardholder/dashboard/${cardId}`],
    ['/cardholders?lang=ar', `${prefix}?lang=ar`],
    ['/cardholders/set-pin', `${prefix}/cardholders/set-pin`],
    [`${prefix}/cardholder`, `${prefix}/cardholder`],
    ['/choose-portal', '/choose-portal'],
    [`/${cardId}/cards`, `/${cardId}/cards`],
  ])('%s → %s', (path, expected) => {
    expect(partnerDestination(path)).toBe(expected);
  });
});
