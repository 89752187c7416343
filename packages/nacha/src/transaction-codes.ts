// Transaction codes: the first digit names the account kind (2 checking, 3 savings, 4 general
// ledger, 5 loan), the second what the entry does. 1–4 are credits (1 return or NOC, 2 live,
// 3 prenote, 4 zero-dollar), 6–9 debits (6 return or NOC, 7 live, 8 prenote, 9 zero-dollar); 55 is
// the loan debit, kept for reversals.

const CODE_PATTERN = /^([2-5][1-46-9]|55)$/;

export function isKnownTransactionCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

export function isCreditTransactionCode(code: string): boolean {
  return isKnownTransactionCode(code) && Number(code[1]) <= 4;
}

export function isDebitTransactionCode(code: string): boolean {
  return isKnownTransactionCode(code) && Number(code[1]) >= 5;
}

/** Prenotes and zero-dollar entries carry no money: their amount must be 0. */
export function isZeroAmountTransactionCode(code: string): boolean {
  return isKnownTransactionCode(code) && ['3', '4', '8', '9'].includes(code[1]!);
}

/** Codes an RDFI uses to send back a return (with addenda 99) or a NOC (with addenda 98). */
export function isReturnOrCorrectionTransactionCode(code: string): boolean {
  return isKnownTransactionCode(code) && (code[1] === '1' || code[1] === '6');
}
