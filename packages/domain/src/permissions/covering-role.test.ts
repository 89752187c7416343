import { describe, expect, it } from 'vitest';
import { bankPaymentDetailsHidden, canAct, coveringRoleEntry, mayManageAdmins } from './covering-role.ts';
import type { UserRoleEntry } from './has-permission.ts';
import type { Permission } from './permission-names.ts';
import type { Role } from './roles.ts';

const org = { id: 'org', parentId: null };
const cards = { id: 'cards', parentId: 'org' };
const payouts = { id: 'payouts', parentId: 'org' };
const otherOrg = { id: 'other', parentId: null };
const roles = (...entries: [string, Role][]): UserRoleEntry[] =>
  entries.map(([businessId, role]) => ({ businessId, role }));

// [case, roles, business, expected role or undefined]
// biome-ignore format: one row per line reads as a table
const ROWS: [string, UserRoleEntry[], { id: string; parentId: string | null }, Role | undefined][] = [
  ['an organisation role at the organisation', roles(['org', 'admin']), org, 'admin'],
  ['an organisation role covers a program', roles(['org', 'sifh_finance']), cards, 'sifh_finance'],
  ['a program role at its program', roles(['cards', 'usccb_case_manager']), cards, 'usccb_case_manager'],
  ['a program role at a sibling program', roles(['cards', 'usccb_case_manager']), payouts, undefined],
  ['a program role at its organisation', roles(['payouts', 'sifh_payment_approver']), org, undefined],
  ['the program role wins over the organisation role', roles(['org', 'viewer'], ['cards', 'admin']), cards, 'admin'],
  ['the first role is not borrowed for another business', roles(['cards', 'admin'], ['payouts', 'viewer']), payouts, 'viewer'],
  ['another organisation', roles(['org', 'admin']), otherOrg, undefined],
  ['no roles', [], org, undefined],
];

describe('coveringRoleEntry', () => {
  it.each(ROWS)('%s', (_case, userRoles, business, expected) => {
    expect(coveringRoleEntry(userRoles, business)?.role).toBe(expected);
  });
});

describe('bankPaymentDetailsHidden: the roles that hold it, not admin', () => {
  // biome-ignore format: one row per line reads as a table
  it.each<[string, UserRoleEntry[], boolean]>([
    ['technical program manager on the organisation', roles(['org', 'sifh_technical_program_manager']), true],
    ['technical program manager on the program', roles(['payouts', 'sifh_technical_program_manager']), true],
    ['admin', roles(['org', 'admin']), false],
    ['payment approver', roles(['payouts', 'sifh_payment_approver']), false],
    ['program manager', roles(['org', 'sifh_program_manager']), false],
    ['no role', [], false],
  ])('%s → %s', (_case, userRoles, expected) => {
    expect(bankPaymentDetailsHidden(userRoles, payouts)).toBe(expected);
  });
});

describe('canAct: the portal offers only what the server allows', () => {
  const ctx = (scope: 'super' | 'program', ...entries: [string, Role][]) => ({
    userScope: scope,
    userRoles: roles(...entries),
    topLevelBusinessId: 'org',
  });
  // [case, context, permission, business of the page, offered]
  // biome-ignore format: one row per line reads as a table
  const OFFER_ROWS: [string, ReturnType<typeof ctx>, Permission, string, boolean][] = [
    ['an organisation admin on a program', ctx('super', ['org', 'admin']), 'loadCard', 'cards', true],
    ['an organisation viewer on a program', ctx('super', ['org', 'viewer']), 'loadCard', 'cards', false],
    ['a program approver on its program', ctx('program', ['payouts', 'sifh_payment_approver']), 'loadCard', 'payouts', true],
    ['a program approver at the organisation (spec: first role; server: no role there)', ctx('program', ['payouts', 'sifh_payment_approver']), 'transferFunds', 'org', false],
    ['a program approver on a sibling', ctx('program', ['payouts', 'sifh_payment_approver']), 'loadCard', 'cards', false],
    ['a case manager on its program', ctx('program', ['cards', 'usccb_case_manager']), 'lockCard', 'cards', true],
    ['a case manager without the grant', ctx('program', ['cards', 'usccb_case_manager']), 'loadCard', 'cards', false],
  ];
  it.each(OFFER_ROWS)('%s', (_case, context, permission, businessId, offered) => {
    expect(canAct(context, permission, businessId)).toBe(offered);
  });

  it('lets only a covering admin manage admins', () => {
    expect(mayManageAdmins(roles(['org', 'admin']), cards)).toBe(true);
    expect(mayManageAdmins(roles(['org', 'usccb_fiscal_administrator']), org)).toBe(false);
    expect(mayManageAdmins(roles(['cards', 'admin']), org)).toBe(false);
  });
});
