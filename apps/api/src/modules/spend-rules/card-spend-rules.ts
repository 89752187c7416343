import type { Permission } from '@causeway/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, cardSpendRules, type cards, spendRules } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordCardActivity } from '../activities/record-activity.ts';
import { authorizeCard } from '../cards/card-access.ts';
import type { Actor } from '../tenancy/actor.ts';
import { toSpendRuleView } from './spend-rule-store.ts';

type Card = typeof cards.$inferSelect;

/** A rule a card may use: its own business's, or its organisation's. Anything else is not found. */
async function ruleForCard(tx: Database, card: Card, spendRuleId: string) {
  const [row] = await tx
    .select({ rule: spendRules, cardParentId: businesses.parentId })
    .from(spendRules)
    .innerJoin(businesses, eq(businesses.id, card.businessId))
    .where(eq(spendRules.id, spendRuleId));
  const reachable =
    row && (row.rule.businessId === card.businessId || row.rule.businessId === row.cardParentId);
  if (!reachable) throw notFound('Spend rule');
  return row.rule;
}

export async function attachSpendRule(db: Database, card: Card, spendRuleId: string, userId: string) {
  return db.transaction(async (tx) => {
    const rule = await ruleForCard(tx, card, spendRuleId);
    const inserted = await tx
      .insert(cardSpendRules)
      .values({ cardId: card.id, spendRuleId: rule.id })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0)
      throw conflict('spend_rule_already_attached', 'This spend rule is already on this card.');
    await recordCardActivity(tx, {
      cardId: card.id,
      businessId: card.businessId,
      type: 'card_spend_rule_added',
      actorUserId: userId,
      details: { spendRuleId: rule.id, name: rule.name, ruleType: rule.type },
    });
    return { cardId: card.id, spendRuleId: rule.id, attached: true };
  });
}

export async function detachSpendRule(db: Database, card: Card, spendRuleId: string, userId: string) {
  return db.transaction(async (tx) => {
    const rule = await ruleForCard(tx, card, spendRuleId);
    const removed = await tx
      .delete(cardSpendRules)
      .where(and(eq(cardSpendRules.cardId, card.id), eq(cardSpendRules.spendRuleId, rule.id)))
      .returning();
    if (removed.length === 0) throw notFound('Spend rule on this card');
    await recordCardActivity(tx, {
      cardId: card.id,
      businessId: card.businessId,
      type: 'card_spend_rule_removed',
      actorUserId: userId,
      details: { spendRuleId: rule.id, name: rule.name, ruleType: rule.type },
    });
    return { cardId: card.id, spendRuleId: rule.id, attached: false };
  });
}

/** A rule and the card the body names; the caller holds the endpoint's permission on the card's business. */
export type CardSpendRuleChange = { cardId: string; spendRuleId: string };

/** Puts one of the business's (or its organisation's) rules on a card it may reach (modifySpendRule). */
export async function attachSpendRuleToCard(
  db: Database,
  actor: Actor,
  change: CardSpendRuleChange,
  permission: Permission | undefined,
) {
  const { card } = await authorizeCard(db, actor, change.cardId, permission);
  return attachSpendRule(db, card, change.spendRuleId, actor.userId);
}

/** Takes a rule off a card; the rule stays in its business (modifySpendRule). */
export async function detachSpendRuleFromCard(
  db: Database,
  actor: Actor,
  change: CardSpendRuleChange,
  permission: Permission | undefined,
) {
  const { card } = await authorizeCard(db, actor, change.cardId, permission);
  return detachSpendRule(db, card, change.spendRuleId, actor.userId);
}

/**
 * The spend rules attached to a card, oldest attachment first, each with where it is defined: a
 * program (the card's own) or an organisation (the card's organisation, or the card's own business
 * when it is one).
 */
export async function listCardSpendRules(db: Database, cardId: string) {
  const rows = await db
    .select({ rule: spendRules, parentId: businesses.parentId, attachedAt: cardSpendRules.createdAt })
    .from(cardSpendRules)
    .innerJoin(spendRules, eq(spendRules.id, cardSpendRules.spendRuleId))
    .innerJoin(businesses, eq(businesses.id, spendRules.businessId))
    .where(eq(cardSpendRules.cardId, cardId))
    .orderBy(asc(cardSpendRules.createdAt), asc(spendRules.id));
  return {
    cardId,
    spendRules: rows.map((row) => ({
      ...toSpendRuleView(row.rule),
      source: row.parentId === null ? ('organization' as const) : ('program' as const),
      attachedAt: row.attachedAt.toISOString(),
    })),
  };
}
