import { cardLifecycleEndpoints } from '@causeway/contracts';
import { endpointKey } from '../../../lib/api/call.ts';

/** Keys of the records around one card that several of its record files refresh. */
export const cardRecordsKeys = {
  /** The card's activity events: what a change to the card's records adds to. */
  activities: (cardId: string) => endpointKey(cardLifecycleEndpoints.activities, { id: cardId }),
};
