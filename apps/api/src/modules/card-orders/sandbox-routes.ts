import {
  cardOrderResponseSchema,
  errorResponseSchema,
  sandboxCardOrderParamsSchema,
} from '@causeway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advanceCardOrder } from './card-order-store.ts';

/** The sandbox carrier (SANDBOX=1 only, public like the other sandbox routes). */
export const sandboxCardOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sandbox/cardOrders/:orderId/advance',
    {
      config: { public: true },
      schema: {
        tags: ['sandbox'],
        summary: 'Move a card order one step: ordered → produced → shipped → delivered (sandbox only)',
        params: sandboxCardOrderParamsSchema,
        response: {
          200: cardOrderResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => advanceCardOrder(app.services.db, request.params.orderId),
  );
};
