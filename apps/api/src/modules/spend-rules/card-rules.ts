import type { DeclineReason } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardSpendRules, spendRules } from '../../db/schema/index.ts';
import { evaluateSpendRules, needsUsage, type Purchase, type WindowUsage } from './evaluate-rules.ts';
import { windowUsage } from './spending-windows.ts';

/** The card's spend rules against one purchase (called under the card account's row lock). */
export async function cardSpendRuleDecline(
  tx: Database,
  cardId: string,
  purchase: Purchase,
): Promise<DeclineReason | null> {
  const rules = await tx
    .select({ type: spendRules.type, config: spendRules.config })
    .from(cardSpendRules)
    .innerJoin(spendRules, eq(spendRules.id, cardSpendRules.spendRuleId))
    .where(eq(cardSpendRules.cardId, cardId));
  if (rules.length === 0) return null;
  const usage = needsUsage(rules) ? await windowUsage(tx, cardId) : undefined;
  return evaluateSpendRules(rules, purchase, () => usage ?? emptyUsage);
}

const emptyUsage: WindowUsage = {
  day: { amountCents: 0, count: 0 },
  week: { amountCents: 0, count: 0 },
  month: { amountCents: 0, count: 0 },
};
