import { randomUUID } from 'node:crypto';
import type { Role, ScopeLevel } from '@causeway/domain';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/client.ts';
import { businesses, notes, userRoles, users } from '../../src/db/schema/index.ts';

/** A fresh account; with a role when a business is given. */
export async function createUser(
  db: Database,
  options: { businessId?: string; role?: Role; scope?: ScopeLevel; firstName?: string } = {},
) {
  const tag = randomUUID().slice(0, 8);
  const [user] = await db
    .insert(users)
    .values({
      email: `member-${tag}@example.net`,
      firstName: options.firstName ?? 'Test',
      lastName: `Member ${tag}`,
      scope: options.scope ?? 'normal',
      activatedAt: new Date(),
    })
    .returning();
  if (options.businessId) {
    await db
      .insert(userRoles)
      .values({ userId: user!.id, businessId: options.businessId, role: options.role ?? 'viewer' });
  }
  return user!;
}

/** A second tenant: an organisation (no address) with one program and a super-scope admin. */
export async function createOrganisation(db: Database, name = 'Other Tenant Org') {
  const [organization] = await db.insert(businesses).values({ name }).returning();
  const [program] = await db
    .insert(businesses)
    .values({ name: `${name} Cards`, parentId: organization!.id, productType: 'cards' })
    .returning();
  const admin = await createUser(db, { businessId: organization!.id, role: 'admin', scope: 'super' });
  return { organizationId: organization!.id, programId: program!.id, adminUserId: admin.id };
}

export async function createProgramRow(
  db: Database,
  parentId: string,
  name = `Program ${randomUUID().slice(0, 6)}`,
) {
  const [program] = await db.insert(businesses).values({ name, parentId, productType: 'cards' }).returning();
  return program!;
}

export async function createNoteRow(
  db: Database,
  values: { businessId: string; subjectUserId: string; authorUserId: string; content?: string },
) {
  const [note] = await db
    .insert(notes)
    .values({ content: 'Called about a replacement card.', ...values })
    .returning();
  return note!;
}

export async function countRows(db: Database, table: PgTable) {
  const [row] = await db.select({ total: count() }).from(table);
  return row!.total;
}
