import type { ErrorCode } from '@causeway/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, detail, detailFromMessage, type ErrorDetail } from '../lib/errors.ts';

const GENERIC_SERVER_MESSAGE = 'An unexpected error occurred. Please try again, else contact support.';

function validationDetails(
  error: FastifyError & {
    validation: { instancePath: string; message: string; keyword: string; params: Record<string, unknown> }[];
  },
) {
  const details: ErrorDetail[] = [];
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) {
        details.push(detail(field ? `${field}.${key}` : key, 'unknownField', { field: key }));
      }
    } else {
      details.push(detailFromMessage(field || (error.validationContext ?? 'body'), issue.message));
    }
  }
  return details;
}

/** One error shape for every failure: 4xx say what went wrong, 5xx say nothing internal. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiError) {
        if (error.headers) reply.headers(error.headers);
        return reply.status(error.statusCode).send({
          code: error.code,
          message: error.message,
          ...(error.details ? { details: error.details } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = validationDetails(error as never);
        return reply
          .status(400)
          .send({ code: 'validation_failed', message: details[0]?.message ?? 'Invalid request.', details });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code: ErrorCode =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'invalid_json'
            : status === 413
              ? 'payload_too_large'
              : status === 429
                ? 'rate_limited'
                : status === 415
                  ? 'unsupported_media_type'
                  : 'bad_request';
        return reply.status(status).send({ code, message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ code: 'internal_error', message: GENERIC_SERVER_MESSAGE });
    });

    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
    );
  },
  { name: 'error-handler' },
);
