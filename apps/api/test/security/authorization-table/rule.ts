// The authorization table's rule, written out by hand: who sees which business, and what an
// endpoint answers each person.
import { type Permission, ROLES, type Role, roleGrants } from '@causeway/domain';
import type { InjectOptions } from 'fastify';

type DemoPerson = 'admin' | 'viewer' | 'finance' | 'caseManager' | 'approver' | 'thirdAdmin';
/** One more person per spec role, holding it on the organisation. */
type RolePerson = `role:${Role}`;
export type Person = DemoPerson | RolePerson;
export type Target = 'org' | 'cards' | 'payouts' | 'third' | 'otherOrg' | 'otherProgram' | 'thirdTenant';
/** covered: a role on the business or its organisation; orgView: the organisation of the caller's programs only. */
type Visibility = 'covered' | 'orgView' | 'hidden';

export const ROLE_PEOPLE: RolePerson[] = ROLES.map((role) => `role:${role}` as const);
export const PEOPLE: Person[] = [
  'admin',
  'viewer',
  'finance',
  'caseManager',
  'approver',
  'thirdAdmin',
  ...ROLE_PEOPLE,
];
/** Three tenants: the demo organisation and its programs, another organisation and its program, a third. */
export const TARGETS: Target[] = [
  'org',
  'cards',
  'payouts',
  'third',
  'otherOrg',
  'otherProgram',
  'thirdTenant',
];

/** Each person's role, and where it is held. */
export const ROLE_OF: Record<Person, { role: Role; on: Target }> = {
  ...(Object.fromEntries(ROLES.map((role) => [`role:${role}`, { role, on: 'org' }])) as Record<
    RolePerson,
    { role: Role; on: Target }
  >),
  admin: { role: 'admin', on: 'org' },
  viewer: { role: 'viewer', on: 'org' },
  finance: { role: 'sifh_finance', on: 'org' },
  caseManager: { role: 'usccb_case_manager', on: 'cards' },
  approver: { role: 'sifh_payment_approver', on: 'payouts' },
  thirdAdmin: { role: 'admin', on: 'third' },
};

// The rule of the issue, written out by hand: a role on the organisation covers its programs; a
// role on a program covers that program only; its organisation is visible for its lists alone.
// biome-ignore format: one row per person reads as a table
const ORGANISATION_ROLE: Record<Target, Visibility> = { org: 'covered', cards: 'covered', payouts: 'covered', third: 'covered', otherOrg: 'hidden', otherProgram: 'hidden', thirdTenant: 'hidden' };
// biome-ignore format: one row per person reads as a table
const VISIBILITY: Record<Person, Record<Target, Visibility>> = {
  ...(Object.fromEntries(ROLE_PEOPLE.map((person) => [person, ORGANISATION_ROLE])) as Record<RolePerson, Record<Target, Visibility>>),
  admin:       { org: 'covered', cards: 'covered', payouts: 'covered', third: 'covered', otherOrg: 'hidden', otherProgram: 'hidden', thirdTenant: 'hidden' },
  viewer:      { org: 'covered', cards: 'covered', payouts: 'covered', third: 'covered', otherOrg: 'hidden', otherProgram: 'hidden', thirdTenant: 'hidden' },
  finance:     { org: 'covered', cards: 'covered', payouts: 'covered', third: 'covered', otherOrg: 'hidden', otherProgram: 'hidden', thirdTenant: 'hidden' },
  caseManager: { org: 'orgView', cards: 'covered', payouts: 'hidden',  third: 'hidden',  otherOrg: 'hidden', otherProgram: 'hidden', thirdTenant: 'hidden' },
  approver:    { org: 'orgView', cards: 'hidden',  payouts: 'covered', third: 'hidden',  otherOrg: 'hidden', otherProgram: 'hidden', thirdTenant: 'hidden' },
  thirdAdmin:  { org: 'orgView', cards: 'hidden',  payouts: 'hidden',  third: 'covered', otherOrg: 'hidden', otherProgram: 'hidden', thirdTenant: 'hidden' },
};

/**
 * How an endpoint answers each visibility:
 * - list: an organisation's list, filtered to what the caller sees (orgView 200);
 * - orgRecords: the business's own records (orgView 403: the organisation is visible, not its records);
 * - record: one record of the business, a card, an order, a note, metadata (orgView 404);
 * - businessAction: needs the permission on the business itself (orgView 403).
 */
type Kind = 'list' | 'orgRecords' | 'record' | 'businessAction';
export type Endpoint = {
  name: string;
  /** The contract endpoint it calls, as `METHOD /path/{param}` (checked against ALL_ENDPOINTS). */
  route: string;
  kind: Kind;
  permission?: Permission;
  /** Targets without the resource the endpoint needs (e.g. no card in a bank-transfer program). */
  skip?: Target[];
  ok: number;
  request: (target: Target, person: Person) => InjectOptions;
  /** Whether the call may move money or write rows (checked unchanged when refused). */
  writes?: boolean;
  /** A rule of the endpoint beyond its permission: which roles it answers (others get 403). */
  roles?: readonly Role[];
  /** Puts the target in the state the call needs, before the snapshot is taken. */
  before?: (target: Target) => Promise<void>;
  /** Puts the target back after every call, whatever the answer. */
  reset?: (target: Target) => Promise<void>;
};

export function expectedStatus(endpoint: Endpoint, person: Person, target: Target): number {
  const visibility = VISIBILITY[person][target];
  if (visibility === 'hidden') return 404;
  if (visibility === 'orgView') {
    if (endpoint.kind === 'list') return endpoint.ok;
    return endpoint.kind === 'record' ? 404 : 403;
  }
  if (endpoint.permission && !roleGrants(ROLE_OF[person].role, endpoint.permission)) return 403;
  if (endpoint.roles && !endpoint.roles.includes(ROLE_OF[person].role)) return 403;
  return endpoint.ok;
}
