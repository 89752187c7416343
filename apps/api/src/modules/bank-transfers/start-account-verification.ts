import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { recipientPrenotes } from '../../db/schema/index.ts';
import type { VerificationMethod } from './account-verification.ts';
import type { BankAccountRow } from './bank-accounts.ts';
import { startMicroDeposits } from './micro-deposits.ts';

// An account the bank link could not confirm on sign-in, or one the recipient typed, is verified
// after the fact: by micro-deposits in the sandbox (the recipient reads them in the sandbox outbox),
// by a prenote on the real rails (Nacha's zero-dollar entry, Modern Treasury's "prenotification":
// no money moves, and a dead or mistyped account comes back as a return within two banking days).

export async function startAccountVerification(
  tx: Database,
  context: { outbox: Outbox; sandbox: boolean },
  account: BankAccountRow,
  recipientEmail: string,
): Promise<VerificationMethod> {
  if (context.sandbox) {
    await startMicroDeposits(tx, context, account, recipientEmail);
    return 'micro_deposits';
  }
  await tx.insert(recipientPrenotes).values({ bankAccountId: account.id });
  return 'prenote';
}
