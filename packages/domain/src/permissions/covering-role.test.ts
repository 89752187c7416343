import { describe, expect, it } from 'vitest';
import { coveringRoleEntry } from './covering-role.ts';
import type { UserRoleEntry } from './has-permission.ts';
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
