import type { BankAccountInput } from '@causeway/contracts';
import {
  bankPaymentDetailsHidden,
  type IntakeLanguage,
  type RecipientIntakeStatus,
  type RecipientType,
} from '@causeway/domain';
import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recipientBankAccounts, recipientIntakeHistory, recipients } from '../../db/schema/index.ts';
import { type Cursor, keysetAfter, pageOf } from '../../lib/cursor.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import { activeBankAccount, replaceBankAccount } from './bank-accounts.ts';
import { type IntakeEmailContext, sendIntakeEmail } from './intake-email.ts';
import { setIntakeStatus } from './intake-status.ts';
import { recordRecipientActivity } from './recipient-activities.ts';
import { toRecipientView } from './recipient-views.ts';

type RecipientRow = typeof recipients.$inferSelect;

/** `sandbox`: the sandbox bank shows micro-deposits in the outbox; in production the rails send them. */
export type RecipientContext = IntakeEmailContext & { masterKey: Buffer; sandbox: boolean };

type NewRecipient = {
  type: RecipientType;
  name: string;
  email: string;
  phone?: string | undefined;
  /** The language of the first intake email, until the recipient chooses one on the intake pages. */
  language?: IntakeLanguage | undefined;
};

/** Whether this caller sees bank details on this business (hideBankPaymentsInformation). */
export const detailsHiddenFor = (access: BusinessAccess) =>
  bankPaymentDetailsHidden(access.context.userRoles, access.business);

async function insertRecipient(
  tx: Database,
  access: BusinessAccess,
  input: NewRecipient,
  actorUserId: string,
) {
  const [row] = await tx
    .insert(recipients)
    .values({
      businessId: access.business.id,
      type: input.type,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      ...(input.language ? { language: input.language } : {}),
      createdByUserId: actorUserId,
    })
    .returning();
  await tx
    .insert(recipientIntakeHistory)
    .values({ recipientId: row!.id, intakeStatus: row!.intakeStatus, at: sql`clock_timestamp()` });
  await recordRecipientActivity(tx, {
    recipientId: row!.id,
    businessId: row!.businessId,
    type: 'recipient_created',
    actorUserId,
    details: { name: row!.name, type: row!.type },
  });
  return row!;
}

/** POST /bankTransfers/recipient: the recipient gives their own bank details through the intake email. */
export async function createRecipient(
  tx: Database,
  context: RecipientContext,
  access: BusinessAccess,
  input: NewRecipient & { sendIntakeEmail: boolean },
  actorUserId: string,
) {
  const row = await insertRecipient(tx, access, input, actorUserId);
  if (input.sendIntakeEmail) {
    await sendIntakeEmail(tx, context, {
      recipient: row,
      payerName: access.business.name,
      actorUserId,
      resend: false,
    });
  }
  return { recipient: toRecipientView(row, null, detailsHiddenFor(access)) };
}

/**
 * POST /bankTransfers/recipientWithBankAccount: staff with addBankDetails enter the account the
 * organisation already holds for the recipient, and attest it, so it is verified at once
 * (docs/decisions.md); a return later fails it like any other.
 */
export async function createRecipientWithBankAccount(
  tx: Database,
  context: RecipientContext,
  access: BusinessAccess,
  input: NewRecipient & { bankAccount: BankAccountInput },
  actorUserId: string,
) {
  const row = await insertRecipient(tx, access, input, actorUserId);
  const account = await replaceBankAccount(tx, context.masterKey, {
    recipient: row,
    details: input.bankAccount,
    source: 'manual',
    verificationStatus: 'verified',
    actorUserId,
  });
  await setIntakeStatus(tx, row.id, 'bank_account_verified');
  await recordRecipientActivity(tx, {
    recipientId: row.id,
    businessId: row.businessId,
    type: 'bank_account_verified',
    actorUserId,
    details: { bankAccountId: account.id, by: 'staff' },
  });
  const [current] = await tx.select().from(recipients).where(eq(recipients.id, row.id));
  return { recipient: toRecipientView(current!, account, detailsHiddenFor(access)) };
}

/** One recipient; `access` is null for the recipient's own intake session. */
export async function recipientDetails(db: Database, access: BusinessAccess | null, recipient: RecipientRow) {
  const account = await activeBankAccount(db, recipient.id);
  return { recipient: toRecipientView(recipient, account, access ? detailsHiddenFor(access) : false) };
}

/** PATCH: the fields sent replace the stored ones; what changed is the activity's detail. */
export async function updateRecipient(
  tx: Database,
  access: BusinessAccess,
  recipient: RecipientRow,
  input: {
    type?: RecipientType | undefined;
    name?: string | undefined;
    email?: string | undefined;
    phone?: string | undefined;
  },
  actorUserId: string,
) {
  const changes = {
    ...(input.type !== undefined ? { type: input.type } : {}),
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.phone !== undefined ? { phone: input.phone === '' ? null : input.phone } : {}),
  };
  const [row] = await tx
    .update(recipients)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(recipients.id, recipient.id))
    .returning();
  await recordRecipientActivity(tx, {
    recipientId: recipient.id,
    businessId: recipient.businessId,
    type: 'recipient_updated',
    actorUserId,
    details: { fields: Object.keys(changes) },
  });
  const account = await activeBankAccount(tx, recipient.id);
  return { recipient: toRecipientView(row!, account, detailsHiddenFor(access)) };
}

export type RecipientListQuery = {
  search?: string | undefined;
  intakeStatus?: RecipientIntakeStatus | undefined;
  type?: RecipientType | undefined;
  cursor?: Cursor | undefined;
  limit: number;
};

function searchCondition(search: string): SQL | undefined {
  const pattern = `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return or(ilike(recipients.name, pattern), ilike(recipients.email, pattern));
}

/** Recipients of the businesses the page covers (an organisation's page includes its programs'), newest first. */
export async function listRecipients(db: Database, access: BusinessAccess, query: RecipientListQuery) {
  const rows = await db
    .select({ recipient: recipients, account: recipientBankAccounts })
    .from(recipients)
    .leftJoin(
      recipientBankAccounts,
      and(eq(recipientBankAccounts.recipientId, recipients.id), isNull(recipientBankAccounts.disabledAt)),
    )
    .where(
      and(
        inArray(recipients.businessId, access.visibleBusinessIds),
        query.intakeStatus ? eq(recipients.intakeStatus, query.intakeStatus) : undefined,
        query.type ? eq(recipients.type, query.type) : undefined,
        query.search ? searchCondition(query.search) : undefined,
        keysetAfter(query.cursor, recipients.createdAt, recipients.id),
      ),
    )
    .orderBy(desc(recipients.createdAt), desc(recipients.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = pageOf(rows, query.limit, (row) => row.recipient);
  const hidden = detailsHiddenFor(access);
  return {
    recipients: items.map((row) => toRecipientView(row.recipient, row.account, hidden)),
    page: { nextCursor },
  };
}
