import { merchantConfigSchema, velocityConfigSchema } from '@causeway/contracts';
import type { SpendRuleType } from '@causeway/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { type SpendRuleConfig, spendRules } from '../../db/schema/index.ts';
import { type Cursor, keysetAfter, pageOf } from '../../lib/cursor.ts';
import { detailFromMessage, notFound, validationFailed } from '../../lib/errors.ts';
import type { Business } from '../tenancy/access.ts';

type Row = typeof spendRules.$inferSelect;

export function toSpendRuleView(row: Row) {
  return {
    id: row.id,
    businessId: row.businessId,
    name: row.name,
    type: row.type,
    config: row.config,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function createSpendRule(
  db: Database,
  business: Business,
  input: { type: SpendRuleType; name: string; config: SpendRuleConfig },
  userId: string,
) {
  const [row] = await db
    .insert(spendRules)
    .values({ businessId: business.id, ...input, createdByUserId: userId })
    .returning();
  return { spendRule: toSpendRuleView(row!) };
}

/** The config of a rule's type, checked with the same schema as on creation; 400 with fields. */
function checkConfig(type: SpendRuleType, config: unknown): SpendRuleConfig {
  const schema: z.ZodType<SpendRuleConfig> =
    type === 'velocity' ? velocityConfigSchema : merchantConfigSchema;
  const parsed = schema.safeParse(config);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) =>
    detailFromMessage(['config', ...issue.path.map(String)].join('.'), issue.message),
  );
  throw validationFailed(details);
}

export async function modifySpendRule(
  db: Database,
  business: Business,
  spendRuleId: string,
  input: { name?: string | undefined; config?: Record<string, unknown> | undefined },
) {
  const [rule] = await db
    .select()
    .from(spendRules)
    .where(and(eq(spendRules.id, spendRuleId), eq(spendRules.businessId, business.id)));
  if (!rule) throw notFound('Spend rule');
  const config = input.config === undefined ? rule.config : checkConfig(rule.type, input.config);
  const [row] = await db
    .update(spendRules)
    .set({ name: input.name ?? rule.name, config, updatedAt: new Date() })
    .where(eq(spendRules.id, rule.id))
    .returning();
  return { spendRule: toSpendRuleView(row!) };
}

/** A business's rules; a program's list includes its organisation's, which its cards may use. */
export async function listSpendRules(
  db: Database,
  business: Business,
  page: { limit: number; cursor?: Cursor | undefined },
) {
  const owners = business.parentId ? [business.id, business.parentId] : [business.id];
  const { cursor } = page;
  const rows = await db
    .select()
    .from(spendRules)
    .where(
      and(inArray(spendRules.businessId, owners), keysetAfter(cursor, spendRules.createdAt, spendRules.id)),
    )
    .orderBy(desc(spendRules.createdAt), desc(spendRules.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = pageOf(rows, page.limit);
  return { spendRules: items.map(toSpendRuleView), page: { nextCursor } };
}
