import {
  ALL_ENDPOINTS,
  bankTransferEndpoints,
  cardTagEndpoints,
  metadataEndpoints,
  userEndpoints,
} from '@causeway/contracts';
import type { PermissionContext, Role } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { canCall } from './can-call.ts';

const ORG = '00000000-0000-4000-8000-00000000000a';
const contextFor = (role: Role): PermissionContext => ({
  userScope: 'normal',
  userRoles: [{ businessId: ORG, role }],
  topLevelBusinessId: ORG,
});

describe('canCall: the web offers what the endpoint declares', () => {
  it.each([
    ['admin', metadataEndpoints.replace, true],
    ['viewer', metadataEndpoints.replace, false],
    ['cws_case_manager', metadataEndpoints.replace, true],
    ['viewer', userEndpoints.createNote, false],
    ['admin', userEndpoints.updateNote, true],
    ['viewer', cardTagEndpoints.tagCards, false],
    ['viewer', metadataEndpoints.get, true],
  ] as const)('%s → %s %s: %s', (role, endpoint, expected) => {
    expect(canCall(contextFor(role), endpoint, ORG)).toBe(expected);
  });

  it.each([
    // business access named in the body or the query
    ['sifh_program_manager', bankTransferEndpoints.createRecipient, true],
    ['sifh_program_manager', bankTransferEndpoints.createRecipientWithBankAccount, false],
    ['sifh_payment_approver', bankTransferEndpoints.createRecipientWithBankAccount, true],
    ['sifh_payment_approver', bankTransferEndpoints.createTransfer, true],
    ['sifh_program_manager', bankTransferEndpoints.createTransfer, false],
    ['viewer', bankTransferEndpoints.recipients, true],
    // recipient and transfer access carry a permission like a card's
    ['viewer', bankTransferEndpoints.recipient, false],
    ['admin', bankTransferEndpoints.recipient, true],
    ['sifh_program_manager', bankTransferEndpoints.updateRecipient, true],
    ['sifh_program_manager', bankTransferEndpoints.addBankAccount, false],
    ['sifh_payment_approver', bankTransferEndpoints.approveTransfer, true],
    ['sifh_program_manager', bankTransferEndpoints.rejectTransfer, false],
    ['viewer', bankTransferEndpoints.intakeStatus, true],
  ] as const)('bank transfers: %s → %s %s: %s', (role, endpoint, expected) => {
    expect(canCall(contextFor(role), endpoint, ORG)).toBe(expected);
  });

  it('every signed-in write names its permission (business, card or record access), none is left to a module alone', () => {
    // Onboarding and the platform's review act before a business role exists or outside the 17
    // business roles: their modules check the application's own people and the platform reviewers
    // (test/onboarding covers each refusal).
    const OUTSIDE_BUSINESS_ROLES = [
      'POST /utils/presignedUrl',
      'POST /platform/applications/{id}/approve',
      'POST /platform/applications/{id}/reject',
      'POST /platform/applications/{id}/requestInformation',
    ];
    const writes = ALL_ENDPOINTS.filter(
      (endpoint) => endpoint.method !== 'GET' && endpoint.access.kind === 'signedIn',
    ).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(writes.filter((write) => !OUTSIDE_BUSINESS_ROLES.includes(write))).toEqual([]);
  });
});
