import type { LanguageCode } from '@causeway/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type CardNetwork, SandboxCardNetwork } from '../../adapters/card-network/card-network.ts';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { cardholders, cards, users } from '../../db/schema/index.ts';
import { createInvitation, invitationPath } from '../../identity/invitations.ts';
import { linkInLanguage } from '../../messages/links.ts';
import { cardholderLanguage } from '../../messages/recipient-language.ts';
import { virtualCardIssuedEmail } from '../../messages/templates/cards.ts';
import type { Business } from '../tenancy/access.ts';
import { selectCardSummaries, toCardSummary } from './card-views.ts';
import { assertIssuesCards, issueCard } from './issue-card.ts';

export type NewCardholder = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  /** The language the person reads (issue 19): their card emails are written in it. */
  language?: LanguageCode | undefined;
};
export type IssueContext = {
  db: Database;
  network: CardNetwork;
  outbox: Outbox;
  masterKey: Buffer;
  publicUrl: string;
};

const sandboxNetwork = new SandboxCardNetwork();

/** What issuing needs, in this transaction: the sandbox card network, the outbox, the keys. */
export function issueContextFor(
  db: Database,
  services: { outbox: Outbox; masterKey: Buffer; config: { publicUrl: string } },
): IssueContext {
  return {
    db,
    network: sandboxNetwork,
    outbox: services.outbox,
    masterKey: services.masterKey,
    publicUrl: services.config.publicUrl,
  };
}

/** The cardholder of the business with this email (any case), or a new one linked to an existing account. */
export async function findOrCreateCardholder(tx: Database, businessId: string, person: NewCardholder) {
  const email = person.email.toLowerCase();
  const [existing] = await tx
    .select()
    .from(cardholders)
    .where(and(eq(cardholders.businessId, businessId), sql`lower(${cardholders.email}) = ${email}`));
  if (existing) return existing;
  // A person who already has an account (a card elsewhere, or staff) is linked to it, not invited again.
  const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [created] = await tx
    .insert(cardholders)
    .values({
      businessId,
      userId: account?.id ?? null,
      firstName: person.firstName,
      lastName: person.lastName,
      email,
      phone: person.phone ?? null,
      ...(person.language ? { language: person.language } : {}),
    })
    .returning();
  return created!;
}

/**
 * Issues one virtual card per person, each with its own ledger account, and emails the person:
 * a link to create their cardholder account when they have none yet.
 */
export async function issueVirtualCards(
  tx: Database,
  context: IssueContext,
  business: Business,
  people: NewCardholder[],
) {
  assertIssuesCards(business);
  const cardIds: string[] = [];
  for (const person of people) {
    const holder = await findOrCreateCardholder(tx, business.id, person);
    const card = await issueCard(tx, context, business.id, holder.id, 'virtual');
    cardIds.push(card.id);
    await emailCardholder(tx, context, business, holder, card.last4);
  }
  const rows = await selectCardSummaries(tx).where(inArray(cards.id, cardIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return cardIds.map((id) => toCardSummary(byId.get(id)!));
}

export async function emailCardholder(
  tx: Database,
  context: IssueContext,
  business: Business,
  holder: typeof cardholders.$inferSelect,
  last4: string,
) {
  const language = await cardholderLanguage(tx, holder);
  let registerUrl: string | undefined;
  if (!holder.userId) {
    const { token } = await createInvitation(tx, {
      kind: 'cardholder',
      email: holder.email!,
      businessId: business.id,
      cardholderId: holder.id,
    });
    registerUrl = linkInLanguage(`${context.publicUrl}${invitationPath('cardholder', token)}`, language);
  }
  await context.outbox.email(tx, {
    to: holder.email!,
    ...virtualCardIssuedEmail.render(language, {
      firstName: holder.firstName,
      businessName: business.name,
      last4,
      registerUrl,
      signInUrl: linkInLanguage(`${context.publicUrl}/login`, language),
    }),
  });
}
