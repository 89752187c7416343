import { parseValidationMessage } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import {
  bankNumberInput,
  codeInput,
  depositCentsOf,
  emptyManualBankForm,
  manualBankFormSchema,
  maskedNumber,
  microDepositsFormSchema,
  nameOnAccountFormSchema,
} from './intake-forms.ts';

const codeOf = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), parseValidationMessage(issue.message)?.code]);

describe('what a phone keyboard types', () => {
  it.each([
    ['123 456', '123456'],
    ['١٢٣٤٥٦', '123456'],
    ['12345678', '123456'],
  ])('the code %s reads %s', (typed, code) => expect(codeInput(typed)).toBe(code));

  it.each([
    ['0210 0002-1', '021000021'],
    ['۰۲۱۰۰۰۰۲۱', '021000021'],
    ['12a4', '12a4'],
  ])('a bank number %s reads %s', (typed, number) => expect(bankNumberInput(typed)).toBe(number));

  it.each([
    ['0.32', 32],
    ['.05', 5],
    ['0,5', 50],
    ['$0.07', 7],
    ['32', 32],
    ['٠٫١٢', null],
    ['0.00', null],
    ['1.00', null],
    ['100', null],
    ['abc', null],
  ])('the deposit %s is %s cents', (typed, cents) => expect(depositCentsOf(typed)).toBe(cents));
});

describe('the forms check the domain rules', () => {
  const valid = {
    ...emptyManualBankForm('dmytro.kovalenko@example.net'),
    nameOnAccount: 'Dmytro Kovalenko',
    accountNumber: '000123456789',
    routingNumber: '021000021',
  };

  it('takes a full manual entry, checking by default, the verified email prefilled', () => {
    expect(manualBankFormSchema.parse(valid)).toEqual({ ...valid, accountType: 'checking' });
  });

  it.each([
    ['nameOnAccount', 'Dmytro', 'nameOnAccountTwoWords'],
    ['accountNumber', '12a4', 'format'],
    ['accountNumber', '1'.repeat(18), 'lengthMax'],
    ['routingNumber', '12345678', 'lengthExact'],
    ['routingNumber', '021000022', 'routingNumberChecksum'],
    ['email', 'not-an-email', 'emailInvalid'],
  ])('refuses %s %s (%s)', (field, value, code) => {
    expect(codeOf(manualBankFormSchema.safeParse({ ...valid, [field]: value }))).toEqual([[field, code]]);
  });

  it('a bank-like name is only a warning, never a refusal', () => {
    expect(nameOnAccountFormSchema.safeParse({ nameOnAccount: 'First National Bank' }).success).toBe(true);
  });

  it('the deposits go to the API in cents', () => {
    expect(microDepositsFormSchema.parse({ firstAmount: '0.32', secondAmount: '45' })).toEqual({
      firstAmountCents: 32,
      secondAmountCents: 45,
    });
    expect(codeOf(microDepositsFormSchema.safeParse({ firstAmount: '', secondAmount: '2.50' }))).toEqual([
      ['firstAmount', 'required'],
      ['secondAmount', 'format'],
    ]);
  });

  it('shows an account number by its last 4 only', () => {
    expect(maskedNumber('000123456789')).toBe('•••• 6789');
  });
});
