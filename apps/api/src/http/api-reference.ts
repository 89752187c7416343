import type { FastifyInstance, FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import Fastify from 'fastify';

/** Where the API reference (Scalar) is served, and the OpenAPI document it reads. */
export const API_REFERENCE_PREFIX = '/api/docs';
const OPENAPI_URL = '/api/openapi.json';

/** The answer headers the reference's pages carry; the app's own hooks add the rest (CSP, etc.). */
const PASSED_HEADERS = ['content-type', 'content-disposition', 'location'] as const;

/**
 * The API reference at /api/docs, Scalar's Fastify plugin loaded at the first visit. Its module holds
 * Scalar's 4 MB browser bundle as one string, and loading it at start cost every API process about
 * 0.3 s of CPU for a page few ever open. Fastify takes no route once it listens, so the plugin's
 * routes (the page and its script) are declared here and answered by a small Fastify of the
 * plugin's own, made at the first request.
 */
export const apiReference: FastifyPluginAsync = async (app) => {
  let reference: Promise<FastifyInstance> | undefined;
  const load = () => {
    reference ??= (async () => {
      const { default: scalar } = await import('@scalar/fastify-api-reference');
      const inner = Fastify({ logger: false });
      await inner.register(scalar, {
        routePrefix: API_REFERENCE_PREFIX,
        configuration: { url: OPENAPI_URL },
      });
      await inner.ready();
      return inner;
    })().catch((error: unknown) => {
      reference = undefined;
      throw error;
    });
    return reference;
  };
  app.addHook('onClose', async () => {
    await (await reference?.catch(() => undefined))?.close();
  });
  // The app ignores trailing slashes: /api/docs reaches the page's route, and the plugin's own
  // Fastify redirects it to /api/docs/, as the plugin does where slashes count.
  for (const url of [`${API_REFERENCE_PREFIX}/`, `${API_REFERENCE_PREFIX}/js/scalar.js`])
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      const answer: LightMyRequestResponse = await (await load()).inject({ method: 'GET', url: request.url });
      for (const name of PASSED_HEADERS) {
        const value = answer.headers[name];
        if (value !== undefined) reply.header(name, value);
      }
      return reply.code(answer.statusCode).send(answer.rawPayload);
    });
};
