import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, fieldError } from '../lib/errors.ts';
import { findInputProblem, INPUT_DEPTH_MAX } from '../lib/input-shape.ts';

/**
 * Before any schema runs, every request's path, query and body are refused when they nest deeper
 * than INPUT_DEPTH_MAX (400 invalid_body) or carry characters no text may hold (400
 * validation_failed naming the field): PostgreSQL cannot store NUL or a lone surrogate, and
 * control and bidi characters spoof what people read. Each free-text field's own schema
 * (`freeText`) adds normalisation and length on top.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The web app's page route: it reads no input, and a browser must get the page, not JSON. */
    webPage?: boolean;
  }
}

export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.config.webPage) return;
      for (const [root, input] of [
        ['params', request.params],
        ['query', request.query],
        ['', request.body],
      ] as const) {
        const problem = findInputProblem(input, root);
        if (!problem) continue;
        if (problem.kind === 'too_deep') {
          throw new ApiError(400, 'invalid_body', `The request nests deeper than ${INPUT_DEPTH_MAX} levels.`);
        }
        const field = problem.field.replace(/^(params|query)\./, '') || 'body';
        throw fieldError(field, 'textInvalidCharacters');
      }
    });
  },
  { name: 'input-guard', dependencies: ['error-handler'] },
);
