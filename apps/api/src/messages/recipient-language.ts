import type { LanguageCode } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

type Holder = { userId: string | null; language: LanguageCode };

/**
 * The language a cardholder's emails are written in: once the person has an account, the one they
 * keep in their profile; before that, the one the organisation gave when it ordered the card.
 */
export async function cardholderLanguage(db: Database, holder: Holder): Promise<LanguageCode> {
  if (!holder.userId) return holder.language;
  const [account] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, holder.userId));
  return account?.language ?? holder.language;
}
