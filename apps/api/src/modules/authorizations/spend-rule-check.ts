import type { DeclineReason } from '@causeway/domain';
import type { Database } from '../../db/client.ts';
import { cardSpendRuleDecline } from '../spend-rules/card-rules.ts';

export type PurchaseInput = {
  amountCents: number;
  merchantName: string;
  mcc: string;
  merchantCategory: string;
  country: string;
};

/** The card's spend rules against one purchase: the decline reason of the first rule it breaks. */
export function spendRuleDecline(
  tx: Database,
  cardId: string,
  purchase: PurchaseInput,
): Promise<DeclineReason | null> {
  return cardSpendRuleDecline(tx, cardId, purchase);
}
