import { eq } from 'drizzle-orm';
import { SandboxCardNetwork } from '../adapters/card-network/card-network.ts';
import type { Outbox } from '../adapters/outbox.ts';
import type { Database } from '../db/client.ts';
import { businesses, cards } from '../db/schema/index.ts';
import { businessAccountId } from '../ledger/accounts.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { issueVirtualCards } from '../modules/cards/issue-virtual-cards.ts';
import { receiveAchDeposit } from '../modules/funding/sandbox-deposits.ts';

export const DEMO_ORGANIZATION_DEPOSIT_CENTS = 10_000_000;
export const DEMO_PROGRAM_FUNDING_CENTS = { cards: 2_500_000, payouts: 1_000_000 };
export const DEMO_CARD_LOAD_CENTS = 35_000;

/**
 * Money for the demo: an ACH deposit into the organisation, funding moved to both programs, and a
 * loaded virtual card for the demo cardholder — all through the same ledger code the API uses.
 */
export async function seedDemoMoney(
  tx: Database,
  ids: { organizationId: string; cardsProgramId: string; payoutsProgramId: string },
  context: { outbox: Outbox; masterKey: Buffer; publicUrl: string },
  cardholder: { firstName: string; lastName: string; email: string; phone: string },
) {
  const business = async (id: string) =>
    (await tx.select().from(businesses).where(eq(businesses.id, id)))[0]!;
  const organization = await business(ids.organizationId);
  await receiveAchDeposit(tx, organization, DEMO_ORGANIZATION_DEPOSIT_CENTS, 'Opening deposit');
  const organizationFunding = await businessAccountId(tx, organization.id, 'funding');
  for (const [programId, amountCents] of [
    [ids.cardsProgramId, DEMO_PROGRAM_FUNDING_CENTS.cards],
    [ids.payoutsProgramId, DEMO_PROGRAM_FUNDING_CENTS.payouts],
  ] as const) {
    await postEntry(tx, {
      organizationId: organization.id,
      kind: 'funding_transfer',
      depositType: 'super_to_program',
      memo: 'Programme budget',
      postings: [
        { accountId: organizationFunding, amountCents: -amountCents },
        { accountId: await businessAccountId(tx, programId, 'funding'), amountCents },
      ],
    });
  }
  const cardsProgram = await business(ids.cardsProgramId);
  const [card] = await issueVirtualCards(
    tx,
    { db: tx, network: new SandboxCardNetwork(), ...context },
    cardsProgram,
    [cardholder],
  );
  const [cardAccount] = await tx
    .select({ accountId: cards.accountId })
    .from(cards)
    .where(eq(cards.id, card!.id));
  await postEntry(tx, {
    organizationId: organization.id,
    kind: 'card_load',
    memo: 'Monthly support',
    postings: [
      {
        accountId: await businessAccountId(tx, cardsProgram.id, 'funding'),
        amountCents: -DEMO_CARD_LOAD_CENTS,
      },
      { accountId: cardAccount!.accountId, amountCents: DEMO_CARD_LOAD_CENTS },
    ],
  });
}
