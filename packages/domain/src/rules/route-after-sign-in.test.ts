import { describe, expect, it } from 'vitest';
import type { ViewType } from '../enums/business.ts';
import {
  type ConsumerSignInRoute,
  consumerRouteAfterSignIn,
  routeAfterSignIn,
  type SignInProgram,
  type SignInRoute,
} from './route-after-sign-in.ts';

const cardsProgram: SignInProgram = { id: 'prog-cards', productType: 'cards' };
const bankProgram: SignInProgram = { id: 'prog-bank', productType: 'bank_transfers' };
const onDemandProgram: SignInProgram = { id: 'prog-od', productType: 'on_demand_cards' };

// [case, view type, programs, top-level business id, route]
// biome-ignore format: one row per line reads as a table
const ROWS: [string, ViewType, SignInProgram[], string | null, SignInRoute][] = [
  ['multi-program user → programs', 'multiProgram', [cardsProgram, bankProgram], 'top', { name: 'programs', businessId: 'top' }],
  ['multi-program user with no programs loaded → programs', 'multiProgram', [], 'top', { name: 'programs', businessId: 'top' }],
  ['single bank-transfer program → recipients of that program', 'singleProgram', [bankProgram], 'top', { name: 'recipients', businessId: 'prog-bank' }],
  ['single bank-transfer program, no top level → recipients', 'singleProgram', [bankProgram], null, { name: 'recipients', businessId: 'prog-bank' }],
  ['single cards program → cards of that program', 'singleProgram', [cardsProgram], 'top', { name: 'cards', businessId: 'prog-cards' }],
  ['single on-demand program → cards of that program', 'singleProgram', [onDemandProgram], 'top', { name: 'cards', businessId: 'prog-od' }],
  ['single program not loaded → cards of the top level', 'singleProgram', [], 'top', { name: 'cards', businessId: 'top' }],
  ['normal user → cards of the top level', 'normal', [], 'top', { name: 'cards', businessId: 'top' }],
  ['normal user ignores programs, even bank transfers', 'normal', [bankProgram], 'top', { name: 'cards', businessId: 'top' }],
  ['normal user without a business → login', 'normal', [], null, { name: 'login' }],
  ['normal user with an empty business id → login', 'normal', [], '', { name: 'login' }],
  ['multi-program user without a business → login', 'multiProgram', [cardsProgram], null, { name: 'login' }],
  ['single program user with nothing known → login', 'singleProgram', [], null, { name: 'login' }],
];

describe('routeAfterSignIn (business spec §2.6)', () => {
  it.each(ROWS)('%s', (_case, viewType, programs, topLevelBusinessId, expected) => {
    expect(routeAfterSignIn({ viewType, programs, topLevelBusinessId })).toEqual(expected);
  });
});

describe('consumerRouteAfterSignIn', () => {
  it.each<[string, { id: string }[], ConsumerSignInRoute]>([
    [
      'exactly one card → its dashboard',
      [{ id: 'CARD000001' }],
      { name: 'cardholderDashboard', cardId: 'CARD000001' },
    ],
    ['no card → overview', [], { name: 'accountOverview' }],
    ['two cards → overview', [{ id: 'A' }, { id: 'B' }], { name: 'accountOverview' }],
  ])('%s', (_case, cards, expected) => {
    expect(consumerRouteAfterSignIn(cards)).toEqual(expected);
  });
});
