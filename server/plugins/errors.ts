/**
 * The API's one error shape, `{error, statusCode}`, for every error: a thrown error, a failed
 * validation, a body that is not JSON (415), an unknown API route (404) and a URL the router
 * cannot decode. Never a stack trace; a 5xx is logged with its secrets redacted.
 */
import type {
  FastifyError,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { ApiErrorSchema } from '../../src/core/ai/api-schema';
import { redact } from '../engine';
import { httpError, isApiPath, pathnameOf, UNSUPPORTED_MEDIA_TYPE } from '../http';

const LOGGED = 'The server could not answer this request; it has been logged.';

/** The error answers every API route may give, for its response schema. */
export const apiErrorResponses = {
  400: ApiErrorSchema,
  413: ApiErrorSchema,
  415: ApiErrorSchema,
  429: ApiErrorSchema,
};

/** Fastify's `frameworkErrors` option: a URL the router cannot decode is never echoed back. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply,
) => {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  const status = badUrl ? 400 : 500;
  return (reply as FastifyReply).code(status).send({
    error: badUrl ? 'Bad request: the URL is not valid.' : LOGGED,
    statusCode: status,
  });
};

export interface ErrorsOptions {
  /** Redacted from every logged error. */
  secrets: readonly (string | undefined)[];
  /** Answers a request for a path outside the API that no route serves. */
  pageNotFound: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

const errors: FastifyPluginAsync<ErrorsOptions> = async (app, { secrets, pageNotFound }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) {
      request.log.error(
        { error: redact(`${error.name}: ${error.message}`, secrets) },
        'request failed',
      );
    }
    const message =
      status >= 500 && status !== 503 && status !== 504
        ? LOGGED
        : error.validation
          ? `Invalid request: ${error.message}`
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? UNSUPPORTED_MEDIA_TYPE
            : error.message;
    return reply.code(status).send({ error: message, statusCode: status });
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(pathnameOf(request.url))) {
      return reply
        .code(404)
        .send({ error: 'No API route for this method and path.', statusCode: 404 });
    }
    return pageNotFound(request, reply);
  });
};

export default fp(errors, { name: 'errors', fastify: '5.x' });

/**
 * For the scope it is registered in: request bodies are JSON only. A text/plain body is refused
 * (415), not parsed as a string; so is any other declared type, also when the body is empty (no
 * parser runs then).
 */
export const jsonBodiesOnly = fp(
  async (app) => {
    app.removeContentTypeParser('text/plain');
    app.addHook('onRequest', async (request) => {
      if (request.method !== 'POST' && request.method !== 'PUT') return;
      const type = request.headers['content-type'];
      if (type === undefined) return;
      const media = type.split(';', 1)[0]?.trim().toLowerCase();
      if (media !== 'application/json') throw httpError(415, UNSUPPORTED_MEDIA_TYPE);
    });
  },
  { name: 'json-bodies-only', fastify: '5.x' },
);
