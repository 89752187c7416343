import { ERROR_MESSAGES, isPhoneAsTyped, parseLoginIdentifier } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { ApiError, fieldError } from '../lib/errors.ts';

export type Account = typeof users.$inferSelect;
export type LoginIdentifier = { kind: 'email' | 'phone'; value: string };

/** Reads "email or phone" the way the login form does, with the form's messages. */
export function parseLogin(login: string): LoginIdentifier {
  const parsed = parseLoginIdentifier(login);
  if (!parsed) {
    throw fieldError('login', isPhoneAsTyped(login) ? 'phoneInvalid' : 'emailInvalid');
  }
  return parsed.kind === 'email' ? { kind: 'email', value: parsed.value.toLowerCase() } : parsed;
}

export async function findAccount(db: Database, login: LoginIdentifier): Promise<Account | undefined> {
  const column = login.kind === 'email' ? users.email : users.phone;
  const [account] = await db.select().from(users).where(eq(column, login.value));
  return account;
}

/** The account for a login, or the spec's "No account found for that email/phone." */
export async function requireAccount(db: Database, login: LoginIdentifier): Promise<Account> {
  const account = await findAccount(db, login);
  if (!account) {
    const code = login.kind === 'email' ? 'noAccountForEmail' : 'noAccountForPhone';
    throw new ApiError(404, code, ERROR_MESSAGES[code]);
  }
  return account;
}

export function signInMethods(account: Account, googleConfigured: boolean) {
  if (account.googleOnly) return ['google'] as const;
  const methods: ('password' | 'sms' | 'google')[] = [];
  if (account.passwordHash) methods.push('password');
  if (account.phone) methods.push('sms');
  if (googleConfigured && account.googleSubject) methods.push('google');
  return methods;
}

export function assertActivated(account: Account) {
  if (!account.activatedAt)
    throw new ApiError(403, 'accountNotActivated', ERROR_MESSAGES.accountNotActivated);
}

export function assertNotGoogleOnly(account: Account) {
  if (account.googleOnly) throw new ApiError(403, 'googleOnly', ERROR_MESSAGES.googleOnly);
}
