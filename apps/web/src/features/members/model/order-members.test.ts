import { describe, expect, it } from 'vitest';
import { orderMembers } from './order-members.ts';

const ORG = 'org';
const member = (name: string, businessId: string, businessName: string, since: string) => ({
  name,
  businessId,
  businessName,
  since,
});

describe('orderMembers', () => {
  it("puts the page's own business first, then programs by name, each by when they joined", () => {
    const members = [
      member('zoe', 'p2', 'Payouts', '2026-01-01T00:00:00.000Z'),
      member('ana', 'p1', 'Cards', '2026-03-01T00:00:00.000Z'),
      member('bo', ORG, 'Relief Org', '2026-02-01T00:00:00.000Z'),
      member('cy', 'p1', 'Cards', '2026-01-15T00:00:00.000Z'),
      member('di', ORG, 'Relief Org', '2026-01-10T00:00:00.000Z'),
    ];
    expect(orderMembers(members, ORG).map((entry) => entry.name)).toEqual(['di', 'bo', 'cy', 'ana', 'zoe']);
    expect(members[0]?.name).toBe('zoe');
  });
});
