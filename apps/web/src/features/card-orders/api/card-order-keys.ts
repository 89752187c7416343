import { type AnyEndpoint, cardOrderEndpoints } from '@causeway/contracts';

/** The order reads that placing, reissuing or advancing an order changes (invalidateEndpoints). */
export const CARD_ORDER_READS: readonly AnyEndpoint[] = [cardOrderEndpoints.list, cardOrderEndpoints.get];
