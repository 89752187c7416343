import { sandboxBankEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import type { Services } from '../../plugins/services.ts';
import { type AchContext, achContextOf } from '../ach/ach-context.ts';
import { answerInstantPayment, correctEntry, cutFilesNow, returnEntry, settleNow } from './sandbox-bank.ts';
import { listSandboxEntries } from './sandbox-entries.ts';

/**
 * The simulated bank and instant rail (SANDBOX=1 only, public like the other sandbox routes). Each
 * command runs to its end in the request: a return or NOC file is ingested before the answer.
 */
export const sandboxBankRoutes: FastifyPluginAsync = async (app) => {
  let context: AchContext | undefined;
  const contextOf = (services: Services) => {
    context ??= achContextOf(services.config, services, {
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
      error: (message, error) => app.log.error({ err: error }, message),
    });
    return context;
  };
  registerRoutes(app, [
    route(sandboxBankEndpoints.entries, ({ db, query }) => listSandboxEntries(db, query)),
    route(sandboxBankEndpoints.cutFiles, ({ db, services }) =>
      cutFilesNow(db, contextOf(services), Date.now()),
    ),
    route(sandboxBankEndpoints.settle, ({ db, params }) => settleNow(db, params.transferId)),
    route(sandboxBankEndpoints.returnEntry, ({ db, services, params, body }) =>
      returnEntry(db, contextOf(services), params.transferId, body.code, Date.now()),
    ),
    route(sandboxBankEndpoints.notificationOfChange, ({ db, services, params, body }) =>
      correctEntry(db, contextOf(services), params.transferId, body, Date.now()),
    ),
    route(sandboxBankEndpoints.instantAnswer, ({ db, services, params, body }) =>
      answerInstantPayment(db, contextOf(services), params.transferId, body),
    ),
  ]);
};
