/** What the server's plugins share about requests and the API's errors. */
import type { FastifyError } from 'fastify';
import { readFileSync } from 'node:fs';

/** The request's path, without its query. */
export const pathnameOf = (url: string) => new URL(url, 'http://localhost').pathname;

export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export const UNSUPPORTED_MEDIA_TYPE =
  'Unsupported Media Type: the body must be JSON, sent with Content-Type: application/json.';

/** An error the error handler answers with `statusCode` and `message`. */
export function httpError(statusCode: number, message: string): FastifyError {
  const error = new Error(message) as FastifyError;
  error.statusCode = statusCode;
  return error;
}

/**
 * The project's name and version. Read relative to this module, which sits one folder below the
 * project both as TypeScript (server/) and bundled (dist-server/).
 */
export const pkg = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as {
  name: string;
  version: string;
};
