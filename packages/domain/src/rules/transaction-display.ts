import type { Cents } from '../money.ts';

export type TransactionEventAmounts = {
  transactionEventStatus: string;
  requestedAmount: { value: Cents };
  approvedAmount: { value: Cents };
};

// Spec §4 "Transaction display": money leaving the card shows negative. A decline approved nothing,
// so it shows what was asked for; a refund is money coming back.
export function transactionDisplayAmountCents({
  transactionEventStatus,
  requestedAmount,
  approvedAmount,
}: TransactionEventAmounts): Cents {
  if (transactionEventStatus === 'declined') return negate(requestedAmount.value);
  if (transactionEventStatus === 'refunded') return approvedAmount.value;
  return negate(approvedAmount.value);
}

// Avoids -0, which prints as "-$0.00" and fails equality with 0 in Object.is.
function negate(cents: Cents): Cents {
  return cents === 0 ? 0 : -cents;
}
