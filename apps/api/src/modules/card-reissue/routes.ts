import { cardReissueEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { issueContextFor } from '../cards/issue-virtual-cards.ts';
import { reassociateCard, reissueAndShip, reissueVirtualCard, resendVirtualCard } from './card-reissue.ts';

/** Replacing a card (virtual, or physical shipped) and sending a virtual card again (spec §4 card actions). */
export const cardReissueRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(cardReissueEndpoints.reissueVirtual, ({ db, actor, business, card, services }) =>
      reissueVirtualCard(db, issueContextFor(db, services), business, card.id, actor.userId),
    ),
    route(cardReissueEndpoints.reissueAndShip, ({ db, actor, business, card, body, services }) =>
      reissueAndShip(db, issueContextFor(db, services), business, card.id, body, actor.userId),
    ),
    route(cardReissueEndpoints.resendVirtual, ({ db, actor, business, card, services }) =>
      resendVirtualCard(db, issueContextFor(db, services), business, card.id, actor.userId),
    ),
    route(cardReissueEndpoints.reassociate, ({ db, actor, business, card, body, services }) =>
      reassociateCard(db, issueContextFor(db, services), business, card.id, body.cardholder, actor.userId),
    ),
  ]);
