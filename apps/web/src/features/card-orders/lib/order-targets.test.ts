import type { PermissionContext, Role } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { orderTargets } from './order-targets.ts';

const ORG = '00000000-0000-4000-8000-000000000001';
const CARDS = '00000000-0000-4000-8000-000000000002';
const PAYOUTS = '00000000-0000-4000-8000-000000000003';
const BUSINESSES = [
  { id: ORG, name: 'Org', productType: null },
  { id: CARDS, name: 'Cards program', productType: 'cards' as const },
  { id: PAYOUTS, name: 'Payouts', productType: 'bank_transfers' as const },
];

const context = (role: Role): PermissionContext & { topLevelBusinessId: string } => ({
  userScope: 'super',
  userRoles: [{ businessId: ORG, role }],
  topLevelBusinessId: ORG,
});

describe('orderTargets', () => {
  it("offers an organisation's page the organisation and its card programs, not a bank-transfers program", () => {
    expect(orderTargets(ORG, context('admin'), BUSINESSES).map((b) => b.id)).toEqual([ORG, CARDS]);
  });

  it("offers a program's page only that program", () => {
    expect(orderTargets(CARDS, context('admin'), BUSINESSES).map((b) => b.id)).toEqual([CARDS]);
  });

  it('offers nothing without orderCard', () => {
    expect(orderTargets(ORG, context('viewer'), BUSINESSES)).toEqual([]);
  });
});
