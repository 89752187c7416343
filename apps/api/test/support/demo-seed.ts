import { Outbox } from '../../src/adapters/outbox.ts';
import type { Database } from '../../src/db/client.ts';
import { type DemoIds, seedDemo } from '../../src/seed/demo.ts';

/** The master key of every test app; the seeded template's secrets are sealed with it. */
export const TEST_MASTER_KEY = Buffer.alloc(32, 7);
/** The PUBLIC_URL of a test app unless a file sets its own (the demo seed writes links with it). */
export const TEST_PUBLIC_URL = 'http://localhost:3999';

/** The demo organisation, seeded as a test app seeds it (sandbox outbox, the test master key). */
export async function seedTestDemo(db: Database, publicUrl: string): Promise<DemoIds> {
  const demo = await seedDemo(db, {
    outbox: new Outbox({ email: false, sms: false }),
    masterKey: TEST_MASTER_KEY,
    publicUrl,
  });
  if (!demo) throw new Error('the demo seed found a business already: seed an empty database');
  return demo;
}
