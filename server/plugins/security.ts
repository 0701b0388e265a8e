/**
 * What every answer may do in a browser, and who may call the API:
 * - CORS for the API only, for the origins in CORS_ORIGINS (a build whose VITE_API_BASE_URL
 *   points here); preflights are answered here.
 * - API answers are never stored (`Cache-Control: no-store`): they describe the present moment.
 * - Helmet's headers with a Content-Security-Policy Monaco works under (scripts and workers from
 *   this origin only, wasm compilation for Ruff, inline styles as Monaco sets them), cross-origin
 *   isolation, and policies of their own for the AI worker and the host pages (../host-policies).
 * - `apiRateLimit`, registered in the API's scope: per-client rate limiting (429 with Retry-After),
 *   counted in Redis across the replicas when it is shared (../rate-limit-store), else in memory.
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { httpError, isApiPath, pathnameOf } from '../http';
import { sharedRateLimitStore } from '../rate-limit-store';
import type { SharedState } from '../shared-state';
import { hostPageHeaders, serializeCsp } from '../host-policies';

/** The Content-Security-Policy of every answer, as directive → sources. */
export function cspDirectives(connectSrc: readonly string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    // Ruff's auto-fix for Python is WebAssembly: compiling it needs 'wasm-unsafe-eval' (not
    // 'unsafe-eval': no JavaScript eval is allowed).
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'worker-src': ["'self'"],
    // Monaco positions and colours its widgets with style attributes and injected <style>s.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", ...connectSrc],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The AI worker's own policy (a worker follows the policy of its script's response). ESLint, run
 * in that worker for auto-fix, validates rule options with generated functions, so the worker may
 * evaluate strings; it has no DOM, and the page's policy still forbids it everywhere else.
 */
export function aiWorkerCspDirectives(
  connectSrc: readonly string[] = [],
): Record<string, string[]> {
  const directives = cspDirectives(connectSrc);
  directives['script-src'] = [...(directives['script-src'] ?? []), "'unsafe-eval'"];
  return directives;
}

const AI_WORKER_SCRIPT = /^\/assets\/ai\.worker-[\w-]+\.js$/;

export type SecurityOptions = Pick<ServerConfig, 'corsOrigins' | 'cspConnectSrc'>;

const security: FastifyPluginAsync<SecurityOptions> = async (app, options) => {
  const corsOrigins = new Set(options.corsOrigins);
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const allowed =
        origin !== undefined && corsOrigins.has(origin) && isApiPath(pathnameOf(request.url));
      callback(
        null,
        allowed
          ? {
              origin,
              methods: ['GET', 'POST', 'PUT', 'DELETE'],
              allowedHeaders: ['content-type', 'accept'],
              maxAge: 600,
              strictPreflight: false,
            }
          : { origin: false },
      );
    },
  });

  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(pathnameOf(request.url))) reply.header('Cache-Control', 'no-store');
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(options.cspConnectSrc),
    },
    // Served over plain HTTP on this machine: HSTS is for a TLS proxy in front to set.
    strictTransportSecurity: false,
    // Cross-origin isolation lets a running program wait for a typed line (SharedArrayBuffer).
    crossOriginEmbedderPolicy: { policy: 'require-corp' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  const aiWorkerCsp = serializeCsp(aiWorkerCspDirectives(options.cspConnectSrc));
  const hostPages = hostPageHeaders();
  app.addHook('onSend', async (request, reply) => {
    const pathname = pathnameOf(request.url);
    if (AI_WORKER_SCRIPT.test(pathname)) reply.header('Content-Security-Policy', aiWorkerCsp);
    for (const [name, value] of Object.entries(hostPages.get(pathname) ?? {})) {
      reply.header(name, value);
    }
    // CORS is the API's only: elsewhere a Vary on Origin would keep the offline copy from
    // matching a file fetched by a module script with the same file fetched without an Origin.
    if (!isApiPath(pathname)) {
      const vary = reply.getHeader('vary');
      if (typeof vary === 'string') {
        const rest = vary
          .split(',')
          .map((v) => v.trim())
          .filter((v) => v.toLowerCase() !== 'origin');
        if (rest.length > 0) reply.header('vary', rest.join(', '));
        else reply.removeHeader('vary');
      }
    }
  });
};

export default fp(security, { name: 'security', fastify: '5.x' });

/** For the scope it is registered in: at most `max` requests per client per `windowMs`. */
export const apiRateLimit = fp<ServerConfig['rateLimit'] & { shared?: SharedState | null }>(
  async (app, { max, windowMs, shared }) => {
    await app.register(rateLimit, {
      max,
      timeWindow: windowMs,
      ...(shared ? { store: sharedRateLimitStore(shared) } : {}),
      errorResponseBuilder: (_request, context) =>
        httpError(
          429,
          `Too many requests: at most ${context.max} per ${context.after === '1 minute' ? 'minute' : context.after} from one client. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
        ),
    });
  },
  { name: 'api-rate-limit', fastify: '5.x' },
);
