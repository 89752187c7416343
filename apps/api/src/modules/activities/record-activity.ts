import type { ActivityEventType } from '@causeway/domain';
import type { Database } from '../../db/client.ts';
import { cardActivities } from '../../db/schema/index.ts';

export type ActivityInput = {
  cardId: string;
  businessId: string;
  type: ActivityEventType;
  actorUserId: string | null;
  details?: Record<string, unknown>;
};

/** Appends one activity event, in the caller's transaction, beside the change it records. */
export async function recordCardActivity(tx: Database, input: ActivityInput) {
  await tx.insert(cardActivities).values({ ...input, details: input.details ?? {} });
}
