import type { DeclineReason } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardSpendRules, spendRules } from '../../db/schema/index.ts';
import { evaluateSpendRules, type Purchase } from './evaluate-rules.ts';
import { currentWindowsJson, usageOf } from './spending-windows.ts';

/**
 * The card's spend rules against one purchase (called under the card account's row lock). The
 * rules and the card's current velocity totals come in one statement.
 */
export async function cardSpendRuleDecline(
  tx: Database,
  cardId: string,
  purchase: Purchase,
): Promise<DeclineReason | null> {
  const rules = await tx
    .select({ type: spendRules.type, config: spendRules.config, windows: currentWindowsJson(cardId) })
    .from(cardSpendRules)
    .innerJoin(spendRules, eq(spendRules.id, cardSpendRules.spendRuleId))
    .where(eq(cardSpendRules.cardId, cardId));
  if (rules.length === 0) return null;
  const usage = usageOf(rules[0]!.windows);
  return evaluateSpendRules(rules, purchase, () => usage);
}
