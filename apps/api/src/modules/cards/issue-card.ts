import type { CardForm } from '@causeway/domain';
import type { CardNetwork } from '../../adapters/card-network/card-network.ts';
import type { Database } from '../../db/client.ts';
import { cards } from '../../db/schema/index.ts';
import { createCardAccount } from '../../ledger/accounts.ts';
import { encryptText, randomToken } from '../../lib/crypto.ts';
import { badRequest, detail } from '../../lib/errors.ts';
import type { Business } from '../tenancy/access.ts';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CARD_REFERENCE_LENGTH = 10;

/** The 10-character card ID: unambiguous letters and digits (no 0/O, 1/I). */
export function newCardReference() {
  const bytes = Buffer.from(randomToken(16), 'base64url');
  return Array.from(
    { length: CARD_REFERENCE_LENGTH },
    (_, index) => REFERENCE_ALPHABET[bytes[index]! % REFERENCE_ALPHABET.length],
  ).join('');
}

/** A bank-transfer program has no cards (business spec §4). */
export function assertIssuesCards(business: Business) {
  if (business.productType === 'bank_transfers') {
    throw badRequest([detail('id', 'noCardsInBankTransferProgram')]);
  }
}

/**
 * The one way a card comes to be: the network issues its number, it gets its own ledger account,
 * and its number and CVV are kept encrypted. A virtual card can be used at once; a physical card
 * waits in the mail, inactive, until its holder links (activates) it.
 */
export async function issueCard(
  tx: Database,
  context: { network: CardNetwork; masterKey: Buffer },
  businessId: string,
  cardholderId: string,
  form: CardForm,
) {
  const credentials = await context.network.issueCard(form);
  const accountId = await createCardAccount(tx, businessId);
  const [card] = await tx
    .insert(cards)
    .values({
      reference: newCardReference(),
      businessId,
      cardholderId,
      accountId,
      form,
      status: form === 'virtual' ? 'active' : 'inactive',
      last4: credentials.number.slice(-4),
      numberEncrypted: encryptText(context.masterKey, credentials.number),
      cvvEncrypted: encryptText(context.masterKey, credentials.cvv),
      expiryMonth: credentials.expiryMonth,
      expiryYear: credentials.expiryYear,
    })
    .returning({ id: cards.id, accountId: cards.accountId, last4: cards.last4 });
  return card!;
}
