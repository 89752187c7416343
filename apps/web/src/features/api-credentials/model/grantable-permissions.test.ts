import { describe, expect, it } from 'vitest';
import { grantablePermissions } from './grantable-permissions.ts';

const ORG = 'a3b1c2d4-0000-4000-8000-000000000001';
const PROGRAM = 'a3b1c2d4-0000-4000-8000-000000000002';

describe('grantablePermissions', () => {
  it('offers an admin every permission a credential may carry, and never the narrowing ones', () => {
    const offered = grantablePermissions(
      { userScope: 'normal', userRoles: [{ businessId: ORG, role: 'admin' }], topLevelBusinessId: ORG },
      ORG,
    );
    expect(offered).toContain('loadCard');
    expect(offered).toContain('developerTools');
    expect(offered).not.toContain('hideTransactionData');
    expect(offered).not.toContain('hideBankPaymentsInformation');
  });

  it('offers only what the role grants on that business', () => {
    const context = {
      userScope: 'normal' as const,
      userRoles: [{ businessId: ORG, role: 'usccb_fiscal_administrator' as const }],
      topLevelBusinessId: ORG,
    };
    const offered = grantablePermissions(context, ORG);
    expect(offered).toContain('loadCard');
    expect(offered).toContain('developerTools');
    expect(offered).not.toContain('orderCard');
  });

  it('offers nothing where the person holds no role', () => {
    const context = {
      userScope: 'program' as const,
      userRoles: [{ businessId: PROGRAM, role: 'admin' as const }],
      topLevelBusinessId: ORG,
    };
    expect(grantablePermissions(context, 'a3b1c2d4-0000-4000-8000-000000000003')).toEqual([]);
  });
});
