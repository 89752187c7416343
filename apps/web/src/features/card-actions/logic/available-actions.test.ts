import type { CardSummary } from '@causeway/contracts';
import type { PermissionContext, Role } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { availableCardActions, type CardPageAction, splitCardActions } from './available-actions.ts';

const ORG = '00000000-0000-4000-8000-00000000000a';
const PROGRAM = '00000000-0000-4000-8000-00000000000b';

const contextFor = (role: Role, businessId = ORG): PermissionContext => ({
  userScope: 'normal',
  userRoles: [{ businessId, role }],
  topLevelBusinessId: ORG,
});
type Card = Pick<CardSummary, 'businessId' | 'form' | 'status'>;
const card = (form: Card['form'], status: Card['status'], businessId = ORG): Card => ({
  businessId,
  form,
  status,
});

const ADMIN_VIRTUAL: Record<Card['status'], CardPageAction[]> = {
  inactive: ['close', 'setPin', 'reissueVirtual', 'resendVirtual', 'reassociate'],
  active: ['lock', 'freeze', 'close', 'setPin', 'reissueVirtual', 'resendVirtual', 'reassociate'],
  locked: ['unlock', 'freeze', 'close', 'setPin', 'reissueVirtual', 'resendVirtual', 'reassociate'],
  frozen: ['unfreeze', 'close', 'reissueVirtual', 'resendVirtual', 'reassociate'],
  closed: [],
};

// role, form, status → the actions shown (in the order of CARD_PAGE_ACTIONS).
type Row = [Role, Card['form'], Card['status'], CardPageAction[]];
const TABLE: Row[] = [
  ...Object.entries(ADMIN_VIRTUAL).map(
    ([status, actions]): Row => ['admin', 'virtual', status as Card['status'], actions],
  ),
  ['admin', 'physical', 'inactive', ['activate', 'close', 'setPin', 'reissuePhysical', 'reassociate']],
  ['admin', 'physical', 'active', ['lock', 'freeze', 'close', 'setPin', 'reissuePhysical', 'reassociate']],
  ['admin', 'physical', 'locked', ['unlock', 'freeze', 'close', 'setPin', 'reissuePhysical', 'reassociate']],
  ['admin', 'physical', 'frozen', ['unfreeze', 'close', 'reissuePhysical', 'reassociate']],
  ['admin', 'physical', 'closed', []],
  ['viewer', 'virtual', 'active', []],
  ['viewer', 'virtual', 'locked', []],
  ['viewer', 'physical', 'frozen', []],
  ['cws_case_manager', 'virtual', 'active', ['resendVirtual', 'reassociate']],
  ['cws_case_manager', 'physical', 'active', ['reassociate']],
  ['cws_case_manager', 'virtual', 'closed', []],
  [
    'usccb_case_manager',
    'virtual',
    'active',
    ['lock', 'freeze', 'setPin', 'reissueVirtual', 'resendVirtual', 'reassociate'],
  ],
  ['usccb_case_manager', 'physical', 'frozen', ['unfreeze', 'reissuePhysical', 'reassociate']],
  ['sifh_finance', 'virtual', 'active', ['lock', 'freeze']],
  ['sifh_internal_audit', 'virtual', 'frozen', ['unfreeze', 'close']],
  ['sifh_internal_audit', 'physical', 'locked', ['unlock', 'freeze', 'close']],
  ['ch_card_manager', 'virtual', 'inactive', ['close', 'setPin', 'reissueVirtual']],
  ['cws_case_manager', 'physical', 'inactive', ['activate', 'reassociate']],
  ['viewer', 'physical', 'inactive', []],
];

describe('availableCardActions', () => {
  it.each(TABLE)('%s, %s card, %s → %j', (role, form, status, expected) => {
    expect(availableCardActions(contextFor(role), card(form, status))).toEqual(expected);
  });

  it("checks the role held in the card's business", () => {
    const programAdmin = contextFor('admin', PROGRAM);
    expect(availableCardActions(programAdmin, card('virtual', 'active', PROGRAM))).toContain('lock');
    expect(availableCardActions(programAdmin, card('virtual', 'active', ORG))).toEqual([]);
  });
});

describe('splitCardActions', () => {
  it('puts lock and unlock first and the rest in the menu', () => {
    expect(splitCardActions(ADMIN_VIRTUAL.active)).toEqual({
      primary: ['lock'],
      more: ['freeze', 'close', 'setPin', 'reissueVirtual', 'resendVirtual', 'reassociate'],
    });
    expect(splitCardActions(ADMIN_VIRTUAL.frozen).primary).toEqual([]);
  });
});
