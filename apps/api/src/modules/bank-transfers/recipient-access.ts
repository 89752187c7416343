import type { Permission } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bankTransfers, recipients } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { authorizeRecord } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';

/** A recipient reached through its business: one the caller cannot see answers 404. */
export async function authorizeRecipient(
  db: Database,
  actor: Actor,
  recipientId: string,
  permission?: Permission,
) {
  const [recipient] = await db.select().from(recipients).where(eq(recipients.id, recipientId));
  if (!recipient) throw notFound('Recipient');
  const access = await authorizeRecord(db, actor, recipient.businessId, permission, 'Recipient');
  return { recipient, access };
}

/** A bank transfer reached through its business, like a recipient. */
export async function authorizeTransfer(
  db: Database,
  actor: Actor,
  transferId: string,
  permission?: Permission,
) {
  const [transfer] = await db.select().from(bankTransfers).where(eq(bankTransfers.id, transferId));
  if (!transfer) throw notFound('Transfer');
  const access = await authorizeRecord(db, actor, transfer.businessId, permission, 'Transfer');
  return { transfer, access };
}
