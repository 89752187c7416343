import { describe, expect, it } from 'vitest';
import type { ScopeLevel, ViewType } from '../enums/business.ts';
import {
  actingBusinessId,
  hasPermission,
  hasSuperBusinessFundingAccount,
  type PermissionConfig,
  type PermissionContext,
  resolveRoleEntry,
  type UserRoleEntry,
} from './has-permission.ts';
import type { Permission } from './permission-names.ts';
import type { Role } from './roles.ts';

function context(userScope: ScopeLevel, roles: [string, Role][], topLevelBusinessId: string | null = 'top') {
  const userRoles: UserRoleEntry[] = roles.map(([businessId, role]) => ({ businessId, role }));
  return { userScope, userRoles, topLevelBusinessId } satisfies PermissionContext;
}

const HIDE_CONFIG: PermissionConfig = {
  hideTransactionDataBusinessIds: ['hide-a', 'hide-b'],
  superFundingAccountBusinessIds: [],
};

// [case, context, business id asked about, configuration, expected]
// biome-ignore format: one row per line reads as a table
const HIDE_TRANSACTION_DATA_ROWS: [string, PermissionContext, string | undefined, PermissionConfig | undefined, boolean][] = [
  ['admin at a listed business', context('normal', [['hide-a', 'admin']], 'hide-a'), 'hide-a', HIDE_CONFIG, true],
  ['admin at an unlisted business', context('normal', [['top', 'admin']]), 'top', HIDE_CONFIG, false],
  ['admin with the default (empty) list', context('normal', [['hide-a', 'admin']], 'hide-a'), 'hide-a', undefined, false],
  ['granting role at a listed business', context('normal', [['hide-b', 'ch_card_manager']]), 'hide-b', HIDE_CONFIG, true],
  ['non-granting role at a listed business', context('normal', [['hide-b', 'cws_case_manager']]), 'hide-b', HIDE_CONFIG, false],
  ['no business: the listed top-level business', context('normal', [['hide-a', 'admin']], 'hide-a'), undefined, HIDE_CONFIG, true],
  ['no business: an unlisted top-level business', context('normal', [['top', 'admin']], 'top'), undefined, HIDE_CONFIG, false],
  ['no business and no top-level business', context('normal', [['hide-a', 'admin']], null), undefined, HIDE_CONFIG, false],
  ['a listed program under an unlisted top level', context('super', [['top', 'admin']], 'top'), 'hide-a', HIDE_CONFIG, true],
  ['an unlisted program under a listed top level', context('super', [['hide-a', 'admin']], 'hide-a'), 'prog', HIDE_CONFIG, false],
  ['a listed business the user has no role in', context('normal', [['top', 'admin']]), 'hide-a', HIDE_CONFIG, false],
];

// [case, context, permission, business id asked about, expected]
// biome-ignore format: one row per line reads as a table
const CHECK_LOGIC_ROWS: [string, PermissionContext, Permission, string | undefined, boolean][] = [
  ['the entry for the given business is used (admin there)', context('normal', [['a', 'viewer'], ['b', 'admin']]), 'lockCard', 'b', true],
  ['the entry for the given business is used (viewer there)', context('normal', [['a', 'admin'], ['b', 'viewer']]), 'lockCard', 'b', false],
  ['no business: the first entry is used (admin first)', context('normal', [['a', 'admin'], ['b', 'viewer']]), 'lockCard', undefined, true],
  ['no business: the first entry is used (viewer first)', context('normal', [['a', 'viewer'], ['b', 'admin']]), 'lockCard', undefined, false],
  ['an empty business id counts as none', context('normal', [['a', 'sifh_cec']]), 'editMetadata', '', true],
  ['program scope at the top level uses the first entry', context('program', [['p1', 'sifh_cec'], ['p2', 'admin']]), 'editMetadata', 'top', true],
  ['program scope at the top level ignores later entries', context('program', [['p1', 'sifh_cec'], ['p2', 'admin']]), 'lockCard', 'top', false],
  ['program scope at the top level prefers the first entry to a match', context('program', [['p1', 'viewer'], ['top', 'admin']]), 'lockCard', 'top', false],
  ['program scope at its own program', context('program', [['p1', 'viewer'], ['p2', 'sifh_finance']]), 'transferFunds', 'p2', true],
  ['program scope at a program it has no role in', context('program', [['p1', 'admin']]), 'lockCard', 'p9', false],
  ['super scope with no matching role uses the first entry', context('super', [['top', 'sifh_finance']]), 'transferFunds', 'p9', true],
  ['super scope with a matching role uses it', context('super', [['top', 'admin'], ['p1', 'viewer']]), 'lockCard', 'p1', false],
  ['normal scope at another business: false', context('normal', [['top', 'admin']]), 'lockCard', 'other', false],
  ['no role entries at all: false', context('super', []), 'lockCard', undefined, false],
  ['no role entries with a business: false', context('super', []), 'lockCard', 'top', false],
  ['admin holds a permission no other role needs', context('normal', [['top', 'admin']]), 'hideBankPaymentsInformation', 'top', true],
  ['a role this build does not know grants nothing', context('normal', [['top', 'ghost' as Role]]), 'lockCard', 'top', false],
];

describe('hasPermission: check logic of business spec §6', () => {
  it.each([undefined, null])('no permission name (%s) gives false, even for admin', (permission) => {
    expect(hasPermission(context('normal', [['top', 'admin']]), permission)).toBe(false);
  });

  it.each(HIDE_TRANSACTION_DATA_ROWS)(
    'hideTransactionData, %s',
    (_case, ctx, businessId, config, expected) => {
      expect(hasPermission(ctx, 'hideTransactionData', businessId, config)).toBe(expected);
    },
  );

  it.each(CHECK_LOGIC_ROWS)('%s', (_case, ctx, permission, businessId, expected) => {
    expect(hasPermission(ctx, permission, businessId)).toBe(expected);
  });
});

// biome-ignore format: one row per line reads as a table
const RESOLVE_ROWS: [string, PermissionContext, string | undefined, UserRoleEntry | undefined][] = [
  ['first entry without a business', context('normal', [['a', 'viewer'], ['b', 'admin']]), undefined, { businessId: 'a', role: 'viewer' }],
  ['matching entry', context('normal', [['a', 'viewer'], ['b', 'admin']]), 'b', { businessId: 'b', role: 'admin' }],
  ['none for normal scope elsewhere', context('normal', [['a', 'viewer']]), 'z', undefined],
  ['first for super scope elsewhere', context('super', [['a', 'sifh_cec']]), 'z', { businessId: 'a', role: 'sifh_cec' }],
  ['first for program scope at the top level', context('program', [['p', 'sifh_cec']]), 'top', { businessId: 'p', role: 'sifh_cec' }],
  ['none when there are no entries', context('normal', []), undefined, undefined],
];

describe('resolveRoleEntry', () => {
  it.each(RESOLVE_ROWS)('%s', (_case, ctx, businessId, expected) => {
    expect(resolveRoleEntry(ctx, businessId)).toEqual(expected);
  });
});

describe('hasSuperBusinessFundingAccount', () => {
  const config: PermissionConfig = {
    hideTransactionDataBusinessIds: [],
    superFundingAccountBusinessIds: ['listed'],
  };

  it.each<[ViewType, string | null, boolean]>([
    ['multiProgram', 'listed', true],
    ['singleProgram', 'listed', true],
    ['normal', 'listed', false],
    ['multiProgram', 'unlisted', false],
    ['singleProgram', null, false],
  ])('%s view, top-level %j → %s', (viewType, topLevelBusinessId, expected) => {
    const ctx = context('super', [['x', 'admin']], topLevelBusinessId);
    expect(hasSuperBusinessFundingAccount(ctx, viewType, config)).toBe(expected);
  });

  it('is false with the default (empty) configuration', () => {
    expect(hasSuperBusinessFundingAccount(context('super', [['x', 'admin']], 'listed'), 'multiProgram')).toBe(
      false,
    );
  });
});

// [case, context, business of the page, business acted on]
// biome-ignore format: one row per line reads as a table
const ACTING_ROWS: [string, PermissionContext, string, string][] = [
  ['program scope at the top level acts on its first program', context('program', [['prog-a', 'usccb_case_manager'], ['prog-b', 'viewer']]), 'top', 'prog-a'],
  ['program scope on one of its programs stays there', context('program', [['prog-a', 'usccb_case_manager'], ['prog-b', 'viewer']]), 'prog-b', 'prog-b'],
  ['super scope at the top level stays there', context('super', [['top', 'admin']]), 'top', 'top'],
  ['normal scope at the top level stays there', context('normal', [['top', 'admin']]), 'top', 'top'],
  ['program scope without roles stays on the page', context('program', []), 'top', 'top'],
];

describe('actingBusinessId', () => {
  it.each(ACTING_ROWS)('%s', (_case, ctx, businessId, expected) => {
    expect(actingBusinessId(ctx, businessId)).toBe(expected);
  });
});
