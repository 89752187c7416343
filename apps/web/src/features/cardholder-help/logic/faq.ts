import type { FAQ_QUESTION_COUNT } from '@causeway/domain';

/**
 * The FAQ's nine questions (cardholder spec §2 "FAQ with 9 questions"), each a key under
 * cardholderHelp.faq with a question and an answer, in the order they are shown. What they say
 * comes from the spec: §1 (where the card works, ATM cash, restrictions), §4 (pending and cleared,
 * lock and unlock, PIN), §2 (billing address), §9 (256-bit encryption).
 */
export const FAQ_ITEMS = [
  'whereCardWorks',
  'atmCash',
  'spendingRestrictions',
  'pendingAndCleared',
  'lockAndUnlock',
  'pin',
  'billingAddress',
  'lostOrStolen',
  'dataSafety',
] as const satisfies readonly string[] & { length: typeof FAQ_QUESTION_COUNT };

export type FaqItem = (typeof FAQ_ITEMS)[number];
