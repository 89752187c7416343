import type { Role, ScopeLevel } from '@causeway/domain';
import { count, sql } from 'drizzle-orm';
import type { Outbox } from '../adapters/outbox.ts';
import type { Database } from '../db/client.ts';
import { businesses, cardholders, userRoles, users } from '../db/schema/index.ts';
import { hashPassword } from '../identity/passwords.ts';
import { seedDemoMoney } from './demo-money.ts';
import { seedDemoRecipients } from './demo-recipients.ts';
import { seedDemoReviewer } from './demo-reviewer.ts';

export const DEMO_PASSWORD = 'Causeway#2026';
export const DEMO_BUSINESS_NAME = 'Demo Relief Org';

type DemoMember = {
  key: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  scope: ScopeLevel;
  role: Role;
  on: 'org' | 'cards' | 'payouts';
};

/** The sign-ins the README lists; every member's password is DEMO_PASSWORD. */
export const DEMO_MEMBERS: DemoMember[] = [
  {
    key: 'admin',
    email: 'admin@example.org',
    phone: '2025550101',
    firstName: 'Amina',
    lastName: 'Haddad',
    scope: 'super',
    role: 'admin',
    on: 'org',
  },
  {
    key: 'viewer',
    email: 'viewer@example.org',
    phone: '2025550102',
    firstName: 'Victor',
    lastName: 'Osei',
    scope: 'super',
    role: 'viewer',
    on: 'org',
  },
  {
    key: 'finance',
    email: 'finance@example.org',
    phone: '2025550103',
    firstName: 'Farah',
    lastName: 'Karimi',
    scope: 'super',
    role: 'sifh_finance',
    on: 'org',
  },
  {
    key: 'caseManager',
    email: 'casemanager@example.org',
    phone: '2025550104',
    firstName: 'Carlos',
    lastName: 'Mendez',
    scope: 'program',
    role: 'usccb_case_manager',
    on: 'cards',
  },
  {
    key: 'approver',
    email: 'approver@example.org',
    phone: '2025550105',
    firstName: 'Olena',
    lastName: 'Shevchenko',
    scope: 'program',
    role: 'sifh_payment_approver',
    on: 'payouts',
  },
];
export const DEMO_CARDHOLDER = {
  email: 'cardholder@example.org',
  phone: '2025550106',
  firstName: 'Jamal',
  lastName: 'Rahimi',
};

export type DemoIds = {
  organizationId: string;
  cardsProgramId: string;
  payoutsProgramId: string;
  users: Record<string, string>;
  cardholderUserId: string;
};

export type SeedContext = { outbox: Outbox; masterKey: Buffer; publicUrl: string };

/** Creates the demo organisation on an empty database; does nothing when any business exists. */
export async function seedDemo(db: Database, context: SeedContext): Promise<DemoIds | undefined> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Several processes may start at once on PostgreSQL: one seeds, the others see its data.
    await tx.execute(sql`select pg_advisory_xact_lock(7261001)`);
    const [existing] = await tx.select({ total: count() }).from(businesses);
    if ((existing?.total ?? 0) > 0) return undefined;

    const [organization] = await tx
      .insert(businesses)
      .values({
        name: DEMO_BUSINESS_NAME,
        address: {
          addressOne: '1200 Harbor Street',
          addressTwo: 'Suite 400',
          city: 'Baltimore',
          state: 'MD',
          zip: '21230',
        },
      })
      .returning();
    const [cardsProgram] = await tx
      .insert(businesses)
      .values({ name: 'Resettlement Cards', parentId: organization!.id, productType: 'cards' })
      .returning();
    const [payoutsProgram] = await tx
      .insert(businesses)
      .values({ name: 'Family Payouts', parentId: organization!.id, productType: 'bank_transfers' })
      .returning();
    const businessFor = { org: organization!.id, cards: cardsProgram!.id, payouts: payoutsProgram!.id };

    const ids: Record<string, string> = {};
    for (const member of DEMO_MEMBERS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: member.email,
          phone: member.phone,
          firstName: member.firstName,
          lastName: member.lastName,
          scope: member.scope,
          passwordHash,
          activatedAt: new Date(),
        })
        .returning({ id: users.id });
      ids[member.key] = user!.id;
      await tx
        .insert(userRoles)
        .values({ userId: user!.id, businessId: businessFor[member.on], role: member.role });
    }
    ids.reviewer = await seedDemoReviewer(tx, passwordHash);
    const [holder] = await tx
      .insert(users)
      .values({ ...DEMO_CARDHOLDER, passwordHash, activatedAt: new Date() })
      .returning({ id: users.id });
    await tx
      .insert(cardholders)
      .values({ ...DEMO_CARDHOLDER, businessId: cardsProgram!.id, userId: holder!.id });
    await seedDemoMoney(
      tx,
      {
        organizationId: organization!.id,
        cardsProgramId: cardsProgram!.id,
        payoutsProgramId: payoutsProgram!.id,
      },
      context,
      DEMO_CARDHOLDER,
    );
    await seedDemoRecipients(
      tx,
      {
        payoutsProgramId: payoutsProgram!.id,
        payoutsProgramName: payoutsProgram!.name,
        staffUserId: ids.approver!,
      },
      context,
    );
    return {
      organizationId: organization!.id,
      cardsProgramId: cardsProgram!.id,
      payoutsProgramId: payoutsProgram!.id,
      users: ids,
      cardholderUserId: holder!.id,
    };
  });
}
