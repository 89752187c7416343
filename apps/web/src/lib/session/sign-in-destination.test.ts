import { describe, expect, it } from 'vitest';
import type { UserBusiness, UserProfile } from './session-store.ts';
import { destinationAfterSignIn } from './sign-in-destination.ts';

const ORG = '0b8f3f4e-0000-4000-8000-000000000001';
const OTHER_ORG = '0b8f3f4e-0000-4000-8000-000000000002';
const CARDS = '0b8f3f4e-0000-4000-8000-000000000003';
const PAYOUTS = '0b8f3f4e-0000-4000-8000-000000000004';

const business = (id: string, overrides: Partial<UserBusiness> = {}): UserBusiness => ({
  id,
  name: id === CARDS ? 'Cards' : id === PAYOUTS ? 'Payouts' : 'Org',
  topLevelBusinessId: id === CARDS || id === PAYOUTS ? ORG : id,
  topLevelBusinessName: 'Org',
  productType: id === CARDS ? 'cards' : id === PAYOUTS ? 'bank_transfers' : null,
  role: 'admin',
  applicationStatus: 'active',
  eligibleForOnDemand: false,
  ...overrides,
});

const profile = (
  scope: UserProfile['user']['scope'],
  businesses: UserBusiness[],
  cards: UserProfile['cards'] = [],
): UserProfile => ({
  user: {
    id: 'u',
    firstName: 'A',
    lastName: 'B',
    email: null,
    phone: null,
    googleLinked: false,
    isCardholder: cards.length > 0,
    scope,
    language: 'en',
  },
  businesses,
  cards,
});
const card = (id: string) => ({
  id,
  businessId: CARDS,
  last4: '1234',
  type: 'physical' as const,
  status: 'active',
});
const noChoice = { portal: null, topLevelBusinessId: null };

describe('destinationAfterSignIn (business spec §2.6)', () => {
  it('sends a multi-program user to programs of the top-level business', () => {
    expect(destinationAfterSignIn(profile('super', [business(ORG)]), noChoice)).toBe(`/${ORG}/programs`);
  });

  it('sends a bank-transfers single-program user to recipients, a cards one to cards', () => {
    expect(destinationAfterSignIn(profile('program', [business(PAYOUTS)]), noChoice)).toBe(
      `/${PAYOUTS}/recipients`,
    );
    expect(destinationAfterSignIn(profile('program', [business(CARDS)]), noChoice)).toBe(`/${CARDS}/cards`);
  });

  it('sends everyone else to cards of their business', () => {
    expect(destinationAfterSignIn(profile('normal', [business(ORG)]), noChoice)).toBe(`/${ORG}/cards`);
  });

  it('routes an onboarding business by its application status', () => {
    const onboarding = business(ORG, { applicationStatus: 'business_info' });
    expect(destinationAfterSignIn(profile('normal', [onboarding]), noChoice)).toBe(`/${ORG}/businessInfo`);
    const unknown = business(ORG, { applicationStatus: 'something_new' });
    expect(destinationAfterSignIn(profile('normal', [unknown]), noChoice)).toBe('/landingPage');
  });

  it('sends a consumer to their only card, or to the overview', () => {
    expect(destinationAfterSignIn(profile('normal', [], [card('C1')]), noChoice)).toBe(
      '/cardholder/dashboard/C1',
    );
    expect(destinationAfterSignIn(profile('normal', [], [card('C1'), card('C2')]), noChoice)).toBe(
      '/accountOverview',
    );
  });

  it('asks which portal when a user has both, and follows the choice', () => {
    const both = profile('super', [business(ORG)], [card('C1')]);
    expect(destinationAfterSignIn(both, noChoice)).toBe('/choose-portal');
    expect(destinationAfterSignIn(both, { portal: 'cardholder', topLevelBusinessId: null })).toBe(
      '/cardholder/dashboard/C1',
    );
    expect(destinationAfterSignIn(both, { portal: 'business', topLevelBusinessId: null })).toBe(
      `/${ORG}/programs`,
    );
  });

  it('asks which business when a user works in several organisations', () => {
    const two = profile('normal', [business(ORG), business(OTHER_ORG)]);
    expect(destinationAfterSignIn(two, noChoice)).toBe('/choose-business');
    expect(destinationAfterSignIn(two, { portal: null, topLevelBusinessId: OTHER_ORG })).toBe(
      `/${OTHER_ORG}/cards`,
    );
  });

  it('shows the no-access page to an account with neither businesses nor cards', () => {
    expect(destinationAfterSignIn(profile('normal', []), noChoice)).toBe('/no-access');
  });
});
