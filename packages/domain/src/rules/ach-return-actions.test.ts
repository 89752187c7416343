import { describe, expect, it } from 'vitest';
import {
  accountTypeOfTransactionCode,
  CORRECTION_CODE_FIELDS,
  correctionFields,
  isLateReturnCode,
  RETURN_CODE_ACTIONS,
  returnCodeAction,
} from './ach-return-actions.ts';

// [return code, NACHA title for the reader, failure reason, recipient action]
// biome-ignore format: one row per line reads as a table
const RETURNS: [string, string, string, string][] = [
  ['R01', 'Insufficient funds', 'unexpected_error', 'none'],
  ['R02', 'Account closed', 'account_closed', 'disable_account_request_new'],
  ['R03', 'No account / unable to locate account', 'invalid_account_number', 'require_reentry'],
  ['R04', 'Invalid account number structure', 'invalid_account_number', 'require_reentry'],
  ['R05', 'Unauthorized debit to consumer account', 'regulatory_limits', 'none'],
  ['R06', 'Returned per ODFI request', 'regulatory_limits', 'none'],
  ['R07', 'Authorization revoked by customer', 'regulatory_limits', 'none'],
  ['R09', 'Uncollected funds', 'unexpected_error', 'none'],
  ['R10', 'Customer advises not authorized', 'regulatory_limits', 'none'],
  ['R11', 'Customer advises entry not in accordance with the terms', 'regulatory_limits', 'none'],
  ['R12', 'Account sold to another DFI', 'account_closed', 'disable_account_request_new'],
  ['R13', 'Invalid ACH routing number', 'invalid_routing_number', 'require_reentry'],
  ['R14', 'Representative payee deceased', 'owner_deceased', 'lock_never_retry'],
  ['R15', 'Beneficiary or account holder deceased', 'owner_deceased', 'lock_never_retry'],
  ['R16', 'Account frozen / entry returned per OFAC', 'account_blocked', 'lock_flag_review'],
  ['R17', 'File record edit criteria', 'erroneous_data', 'require_reentry'],
  ['R18', 'Improper effective entry date', 'erroneous_data', 'none'],
  ['R19', 'Amount field error', 'erroneous_data', 'none'],
  ['R20', 'Non-transaction account', 'transfers_unsupported', 'require_reentry'],
  ['R21', 'Invalid company identification', 'erroneous_data', 'none'],
  ['R22', 'Invalid individual ID number', 'erroneous_data', 'none'],
  ['R23', 'Credit entry refused by receiver', 'account_blocked', 'none'],
  ['R24', 'Duplicate entry', 'erroneous_data', 'none'],
  ['R26', 'Mandatory field error', 'erroneous_data', 'none'],
  ['R27', 'Trace number error', 'erroneous_data', 'none'],
  ['R28', 'Routing number check digit error', 'invalid_routing_number', 'require_reentry'],
  ['R29', 'Corporate customer advises not authorized', 'regulatory_limits', 'none'],
  ['R31', 'Permissible return entry (CCD and CTX only)', 'erroneous_data', 'none'],
  ['R32', 'RDFI non-settlement', 'erroneous_data', 'none'],
  ['R33', 'Return of XCK entry', 'erroneous_data', 'none'],
  ['R34', 'Limited participation DFI', 'erroneous_data', 'none'],
  ['R35', 'Return of improper debit entry', 'erroneous_data', 'none'],
  ['R36', 'Return of improper credit entry', 'erroneous_data', 'none'],
  ['R37', 'Source document presented for payment', 'erroneous_data', 'none'],
  ['R38', 'Stop payment on source document', 'erroneous_data', 'none'],
  ['R39', 'Improper source document', 'erroneous_data', 'none'],
  ['R61', 'Misrouted return', 'unexpected_error', 'none'],
  ['R67', 'Duplicate return', 'unexpected_error', 'none'],
  ['R68', 'Untimely return', 'unexpected_error', 'none'],
  ['R69', 'Field error(s)', 'unexpected_error', 'none'],
  ['R70', 'Permissible return entry not accepted', 'unexpected_error', 'none'],
  ['R80', 'IAT entry coding error', 'regulatory_limits', 'none'],
  ['R81', 'Non-participant in IAT program', 'regulatory_limits', 'none'],
  ['R82', 'Invalid foreign receiving DFI identification', 'regulatory_limits', 'none'],
  ['R83', 'Foreign receiving DFI unable to settle', 'regulatory_limits', 'none'],
  ['R84', 'Entry not processed by gateway', 'regulatory_limits', 'none'],
  ['R85', 'Incorrectly coded outbound international payment', 'regulatory_limits', 'none'],
];

describe('ACH return codes', () => {
  it.each(RETURNS)('%s (%s) → %s, recipient: %s', (code, _title, failureReason, recipientAction) => {
    expect(returnCodeAction(code)).toEqual({ failureReason, recipientAction });
  });

  it('the exported table holds exactly the decided codes', () => {
    expect(Object.keys(RETURN_CODE_ACTIONS).sort()).toEqual(RETURNS.map(([code]) => code).sort());
  });

  it.each(['R08', 'R25', 'R30', 'R99', 'C01', '', 'XYZ', '__proto__', 'toString'])(
    'an unmapped code %j fails as unexpected_error and leaves the account alone',
    (code) => {
      expect(returnCodeAction(code)).toEqual({ failureReason: 'unexpected_error', recipientAction: 'none' });
    },
  );

  it('reads codes as they come from files and webhooks', () => {
    expect(returnCodeAction(' r02 ')).toEqual(returnCodeAction('R02'));
  });

  it.each([
    ['R05', true],
    ['R07', true],
    ['R10', true],
    ['R29', true],
    ['R37', true],
    ['R51', true],
    ['R53', true],
    ['r10', true],
    ['R01', false],
    ['R02', false],
    ['R11', false],
    ['R99', false],
  ])('%s is a late (60-day) return: %s', (code, late) => {
    expect(isLateReturnCode(code)).toBe(late);
  });
});

describe('notifications of change', () => {
  // biome-ignore format: one row per line reads as a table
  const CORRECTIONS: [string, string[]][] = [
    ['C01', ['accountNumber']],
    ['C02', ['routingNumber']],
    ['C03', ['routingNumber', 'accountNumber']],
    ['C04', ['individualName']],
    ['C05', ['accountType']],
    ['C06', ['accountNumber', 'accountType']],
    ['C07', ['routingNumber', 'accountNumber', 'accountType']],
    ['C08', []],
    ['C09', []],
    ['C13', []],
    ['C14', []],
    ['R02', []],
    ['constructor', []],
  ];

  it.each(CORRECTIONS)('%s corrects %j', (code, fields) => {
    expect(correctionFields(code)).toEqual(fields);
  });

  it('the exported table holds C01 to C07 only', () => {
    expect(Object.keys(CORRECTION_CODE_FIELDS)).toEqual(['C01', 'C02', 'C03', 'C04', 'C05', 'C06', 'C07']);
  });

  it.each([
    ['21', 'checking'],
    ['22', 'checking'],
    ['23', 'checking'],
    ['26', 'checking'],
    ['27', 'checking'],
    ['28', 'checking'],
    ['31', 'savings'],
    ['32', 'savings'],
    ['33', 'savings'],
    ['36', 'savings'],
    ['37', 'savings'],
    ['38', 'savings'],
    ['24', null],
    ['34', null],
    ['42', null],
    ['', null],
    ['__proto__', null],
  ])('transaction code %j is a %s account', (code, accountType) => {
    expect(accountTypeOfTransactionCode(code)).toBe(accountType);
  });
});
