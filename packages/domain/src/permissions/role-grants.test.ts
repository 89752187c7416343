import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasPermission, type PermissionConfig } from './has-permission.ts';
import { PERMISSIONS, type Permission } from './permission-names.ts';
import { ROLE_GRANTS } from './role-grants.ts';
import { ROLES, type Role } from './roles.ts';

// Business spec §6 grant table with every group word expanded by hand, one row per role.
// biome-ignore format: one row per role, as in the spec's table
const EXPECTED_GRANTS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  cws_case_manager: ['orderCard', 'addTagToCard', 'deleteTagFromCard', 'createNote', 'editNote', 'resendVirtualCard', 'editMetadata', 'editCustomField'],
  usccb_case_manager: ['lockCard', 'setPin', 'orderCard', 'addTagToCard', 'deleteTagFromCard', 'createNote', 'editNote', 'createSpendRule', 'modifySpendRule', 'freezeCard', 'replaceCard', 'resendVirtualCard', 'editCustomField'],
  viewer: [],
  usccb_fiscal_administrator: ['addMember', 'deleteMember', 'transferFunds', 'lockCard', 'setPin', 'loadCard', 'viewACHDetails', 'fundingAccountView', 'developerTools', 'createAutoload', 'modifyAutoload', 'cancelAutoload', 'addCardsToAutoload', 'deleteCardsFromAutoload', 'addTagToCard', 'deleteTagFromCard', 'createNote', 'editNote', 'createSpendRule', 'modifySpendRule', 'closeCard', 'freezeCard', 'resendVirtualCard', 'editMetadata', 'addBankDetails', 'editCustomField'],
  hias_case_manager: ['addMember', 'createProgram', 'lockCard', 'setPin', 'orderCard', 'developerTools', 'addTagToCard', 'deleteTagFromCard', 'createNote', 'editNote', 'createSpendRule', 'modifySpendRule', 'closeCard', 'freezeCard', 'replaceCard', 'resendVirtualCard', 'editMetadata', 'editCustomField'],
  ch_card_manager: ['lockCard', 'setPin', 'loadCard', 'addTagToCard', 'createNote', 'editNote', 'createSpendRule', 'modifySpendRule', 'closeCard', 'freezeCard', 'replaceCard', 'editMetadata', 'hideTransactionData', 'editCustomField'],
  mm_hotline_support: ['lockCard', 'setPin', 'orderCard', 'addTagToCard', 'createNote', 'freezeCard', 'replaceCard', 'resendVirtualCard', 'editCustomField'],
  chapin_hall_pi: ['setPin', 'loadCard', 'orderCard', 'addTagToCard', 'deleteTagFromCard', 'createNote', 'editNote', 'createSpendRule', 'modifySpendRule', 'freezeCard', 'replaceCard', 'resendVirtualCard', 'editCustomField', 'closeCard'],
  chapin_hall_card_program_manager: ['setPin', 'loadCard', 'orderCard', 'addTagToCard', 'deleteTagFromCard', 'createNote', 'editNote', 'createSpendRule', 'modifySpendRule', 'freezeCard', 'replaceCard', 'resendVirtualCard', 'editCustomField'],
  sifh_finance: ['createProgram', 'transferFunds', 'lockCard', 'viewACHDetails', 'cancelAutoload', 'deleteCardsFromAutoload', 'freezeCard', 'fundingAccountView', 'editCustomField'],
  sifh_program_manager: ['addMember', 'deleteMember', 'lockCard', 'orderCard', 'addTagToCard', 'deleteTagFromCard', 'createNote', 'editNote', 'createRecipient', 'updateRecipient', 'editCustomField'],
  sifh_technical_program_manager: ['lockCard', 'setPin', 'loadCard', 'orderCard', 'createAutoload', 'modifyAutoload', 'cancelAutoload', 'addCardsToAutoload', 'deleteCardsFromAutoload', 'addTagToCard', 'deleteTagFromCard', 'createNote', 'editNote', 'createSpendRule', 'modifySpendRule', 'closeCard', 'freezeCard', 'replaceCard', 'resendVirtualCard', 'editMetadata', 'createRecipient', 'updateRecipient', 'viewIndividualRecipient', 'addBankDetails', 'hideBankPaymentsInformation', 'editCustomField'],
  sifh_program_associate: ['addTagToCard', 'deleteTagFromCard', 'createNote', 'editNote', 'editMetadata', 'createRecipient', 'updateRecipient', 'viewIndividualRecipient', 'addBankDetails', 'editCustomField'],
  sifh_cec: ['addTagToCard', 'createNote', 'editMetadata', 'editCustomField'],
  sifh_internal_audit: ['lockCard', 'cancelAutoload', 'deleteCardsFromAutoload', 'createNote', 'editNote', 'closeCard', 'freezeCard', 'editCustomField'],
  sifh_payment_approver: ['addMember', 'deleteMember', 'createProgram', 'transferFunds', 'loadCard', 'sendBankPayment', 'fundingAccountView', 'addBankDetails', 'editCustomField'],
};

const BUSINESS_ID = 'biz-1';
// The business is one of those allowed to hide transaction data, so that grant shows in the table.
const CONFIG: PermissionConfig = {
  hideTransactionDataBusinessIds: [BUSINESS_ID],
  superFundingAccountBusinessIds: [],
};

describe('roles and permissions', () => {
  it('has 17 roles and 35 distinct permissions', () => {
    expect(ROLES).toHaveLength(17);
    expect(PERMISSIONS).toHaveLength(35);
    expect(new Set(PERMISSIONS).size).toBe(35);
    expect(Object.keys(EXPECTED_GRANTS).sort()).toEqual([...ROLES].sort());
  });

  describe.each(ROLES.map((role) => [role, EXPECTED_GRANTS[role]] as const))('%s', (role, granted) => {
    it('ROLE_GRANTS holds exactly the spec grants, without duplicates', () => {
      expect([...ROLE_GRANTS[role]].sort()).toEqual([...granted].sort());
      expect(new Set(ROLE_GRANTS[role]).size).toBe(ROLE_GRANTS[role].length);
    });

    it.each(PERMISSIONS)(`hasPermission(%s) matches the table`, (permission) => {
      const ctx = {
        userScope: 'normal' as const,
        userRoles: [{ businessId: BUSINESS_ID, role }],
        topLevelBusinessId: BUSINESS_ID,
      };
      expect(hasPermission(ctx, permission, BUSINESS_ID, CONFIG)).toBe(granted.includes(permission));
    });
  });

  it('grants editCustomField to every role but viewer', () => {
    for (const role of ROLES) expect(ROLE_GRANTS[role].includes('editCustomField')).toBe(role !== 'viewer');
  });

  it('never grants anything to a viewer, whatever the scope, business or configuration', () => {
    const id = fc.constantFrom('biz-1', 'biz-2', 'prog-1', '');
    fc.assert(
      fc.property(
        fc.constantFrom('normal', 'super', 'program'),
        fc.array(id, { maxLength: 4 }),
        fc.option(id, { nil: null }),
        fc.option(id, { nil: undefined }),
        fc.constantFrom(...PERMISSIONS),
        fc.array(id, { maxLength: 3 }),
        fc.array(id, { maxLength: 3 }),
        (userScope, roleBusinessIds, topLevelBusinessId, businessId, permission, hideIds, superIds) => {
          const ctx = {
            userScope,
            userRoles: roleBusinessIds.map((roleBusinessId) => ({
              businessId: roleBusinessId,
              role: 'viewer' as const,
            })),
            topLevelBusinessId,
          };
          const config = {
            hideTransactionDataBusinessIds: hideIds,
            superFundingAccountBusinessIds: superIds,
          };
          expect(hasPermission(ctx, permission, businessId, config)).toBe(false);
        },
      ),
    );
  });
});
