import { cardOrderEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { SandboxCardNetwork } from '../../adapters/card-network/card-network.ts';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { getCardOrder, listCardOrders } from './card-order-queries.ts';
import { orderAndShip } from './order-and-ship.ts';

/** Physical cards: ordering, shipping and the orders list (issue 5 item 1, spec §7). */
export const cardOrderRoutes: FastifyPluginAsync = async (app) => {
  const network = new SandboxCardNetwork();
  registerRoutes(app, [
    route(cardOrderEndpoints.orderAndShip, ({ db, actor, business, body, services }) =>
      orderAndShip(
        db,
        {
          network,
          masterKey: services.masterKey,
          outbox: services.outbox,
          publicUrl: services.config.publicUrl,
        },
        business.business,
        body,
        actor.userId,
      ),
    ),
    route(cardOrderEndpoints.list, ({ db, business, query: { limit, cursor } }) =>
      listCardOrders(db, business.visibleBusinessIds, { limit, cursor: decodeCursor(cursor) }),
    ),
    route(cardOrderEndpoints.get, ({ db, business, params }) =>
      getCardOrder(db, business.visibleBusinessIds, params.orderId),
    ),
  ]);
};
