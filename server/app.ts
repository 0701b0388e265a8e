/**
 * The project's server: serves the built app from dist/, the AI service layer under
 * /api (the same `src/core/ai` engine as the browser), and its OpenAPI docs at /docs.
 *
 * - Static files: hashed assets cached for a year, everything else (index.html above all)
 *   revalidated; paths without a file extension fall back to index.html so deep links such as
 *   `/?file=notes.md` work. Compressed (br, gzip) when the client accepts it.
 * - Security headers on every answer: a Content-Security-Policy Monaco works under (scripts and
 *   workers from this origin only, wasm compilation for Ruff, inline styles as Monaco sets them),
 *   X-Content-Type-Options, Referrer-Policy, frame-ancestors 'none'.
 * - API: request and response schemas on every route; bad input is a 4xx with `{error,
 *   statusCode}`, never a 500 or a stack trace; per-client rate limiting (429 with
 *   Retry-After); a time limit per AI request; a request whose client went away is aborted,
 *   upstream inference call included.
 */
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AI_OPERATIONS,
  type AiOperation,
  type AiRequest,
  ApiErrorSchema,
  HealthSchema,
  MonitorBodySchema,
  MonitorIdSchema,
  MonitorViewSchema,
  requestBodies,
  responseBodies,
  summaries,
} from '../src/core/ai/api-schema';
import { dispatch } from '../src/core/ai/protocol';
import { isAbortError } from '../src/core/ai/types';
import { defaultConfig, type ServerConfig } from './config';
import { type Engine, createEngine, redact } from './engine';
import { MonitorSessions, TooManySessions } from './monitor-sessions';

export interface ServerOptions extends Partial<Omit<ServerConfig, 'distDir'>> {
  /** The directory `vite build` wrote: index.html, assets/ and the files of public/. */
  distDir: string;
  /** Where log lines go when logging is on (tests read them); stdout otherwise. */
  logStream?: Writable;
  /** The AI engine; built from `ai` when absent. */
  engine?: Engine;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Time a client has to send its whole request (a slow sender is cut off after it). */
export const RECEIVE_TIMEOUT_MS = 30_000;

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

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

/** The sandboxed pages that run user code and preview user pages (src/run-host). */
export const RUN_HOST_PAGE = '/run.html';
export const PREVIEW_PAGE = '/preview.html';

/**
 * The run host's policy. User code is evaluated there ('unsafe-eval') in workers made from blobs;
 * the sandbox without allow-same-origin, not this policy, keeps it away from the app's storage.
 * Only the app may frame it.
 */
export function runHostCspDirectives(): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'", 'blob:'],
    'worker-src': ['blob:'],
    'connect-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * The preview host's policy: a user's page may use inline scripts and styles, and what it links
 * on the web (a font, an image, a library). It stays in an opaque origin: the sandbox keeps it
 * away from the app.
 */
export function previewCspDirectives(): Record<string, string[]> {
  const web = ["'self'", 'data:', 'blob:', 'https:'];
  return {
    'default-src': web,
    'script-src': [...web, "'unsafe-inline'", "'unsafe-eval'"],
    'style-src': [...web, "'unsafe-inline'"],
    'img-src': ['*', 'data:', 'blob:'],
    'media-src': ['*', 'data:', 'blob:'],
    'connect-src': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

const serializeCsp = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** Bodies sized to each route's work: the configured limit only where code is the input. */
const EMPTY_BODY_LIMIT = 1024;
const DESCRIPTION_BODY_LIMIT = 64 * 1024;
/** A monitoring session auto-fixes its code again every 10 s, for as long as it runs. */
const MONITOR_BODY_LIMIT = 512 * 1024;

function aiBodyLimit(op: AiOperation, configured: number): number {
  if (op === 'fixStatistics' || op === 'fixReport') return Math.min(configured, EMPTY_BODY_LIMIT);
  if (op === 'generateCode') return Math.min(configured, DESCRIPTION_BODY_LIMIT);
  return configured;
}

const UNSUPPORTED_MEDIA_TYPE =
  'Unsupported Media Type: the body must be JSON, sent with Content-Type: application/json.';

function httpError(statusCode: number, message: string): FastifyError {
  const error = new Error(message) as FastifyError;
  error.statusCode = statusCode;
  return error;
}

const errors = {
  400: ApiErrorSchema,
  413: ApiErrorSchema,
  415: ApiErrorSchema,
  429: ApiErrorSchema,
};

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const defaults = defaultConfig(process.cwd());
  const config: ServerConfig = { ...defaults, ...options, distDir: path.resolve(options.distDir) };
  const root = config.distDir;
  const secrets = [config.ai.token];
  const logging = config.log || options.logStream !== undefined;

  const app = Fastify({
    logger: logging
      ? {
          level: 'info',
          ...(options.logStream ? { stream: options.logStream } : {}),
          redact: ['req.headers.authorization', 'req.headers.cookie'],
        }
      : false,
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: RECEIVE_TIMEOUT_MS,
    trustProxy: config.trustProxy,
    // A URL the router cannot decode gets the API's error shape, never the URL back.
    frameworkErrors: (error, _request, reply) => {
      const badUrl = error.code === 'FST_ERR_BAD_URL';
      const status = badUrl ? 400 : 500;
      return (reply as FastifyReply).code(status).send({
        error: badUrl
          ? 'Bad request: the URL is not valid.'
          : 'The server could not answer this request; it has been logged.',
        statusCode: status,
      });
    },
    ajv: {
      // Wrong types are errors, not silently converted ('12' is not an offset); unknown fields
      // are refused, not silently dropped.
      customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  const started = Date.now();
  const engine =
    options.engine ??
    createEngine(config.ai, (message, detail) => app.log.warn({ detail }, message), {
      timeoutMs: config.engineTimeoutMs,
    });
  const monitors = new MonitorSessions(
    (code, language, signal) => engine.provider.autoFix(code, language, {}, { signal }),
    { warn: (message, detail) => app.log.warn({ detail: redact(detail, secrets) }, message) },
  );
  app.addHook('onClose', async () => {
    monitors.close();
    // An engine passed in belongs to the caller.
    if (!options.engine) await engine.close();
  });

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
        ? 'The server could not answer this request; it has been logged.'
        : error.validation
          ? `Invalid request: ${error.message}`
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? UNSUPPORTED_MEDIA_TYPE
            : error.message;
    return reply.code(status).send({ error: message, statusCode: status });
  });

  // Pages served from another origin (a build whose VITE_API_BASE_URL points here) may call the
  // API only when their origin is listed in CORS_ORIGINS; preflights are answered here.
  const corsOrigins = new Set(config.corsOrigins);
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const allowed =
        origin !== undefined &&
        corsOrigins.has(origin) &&
        isApiPath(new URL(request.url, 'http://localhost').pathname);
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

  // API answers describe the present moment: never cached.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(new URL(request.url, 'http://localhost').pathname)) {
      reply.header('Cache-Control', 'no-store');
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config.cspConnectSrc) },
    // Served over plain HTTP on this machine: HSTS is for a TLS proxy in front to set.
    strictTransportSecurity: false,
    // Cross-origin isolation lets a running program wait for a typed line (SharedArrayBuffer).
    crossOriginEmbedderPolicy: { policy: 'require-corp' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // The run host has an opaque origin and loads the app's scripts and runtimes.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  const aiWorkerCsp = serializeCsp(aiWorkerCspDirectives(config.cspConnectSrc));
  const runHostCsp = serializeCsp(runHostCspDirectives());
  const previewCsp = serializeCsp(previewCspDirectives());
  app.addHook('onSend', async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (AI_WORKER_SCRIPT.test(pathname)) reply.header('Content-Security-Policy', aiWorkerCsp);
    if (pathname === RUN_HOST_PAGE) reply.header('Content-Security-Policy', runHostCsp);
    if (pathname === PREVIEW_PAGE) {
      reply.header('Content-Security-Policy', previewCsp);
      // A previewed page may show images from the web, which send no CORP header.
      reply.header('Cross-Origin-Embedder-Policy', 'credentialless');
    }
    // The built scripts and runtimes are public: the run host (an opaque origin) loads them
    // with CORS.
    if (pathname.startsWith('/assets/')) reply.header('Access-Control-Allow-Origin', '*');
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
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Editor API',
        version: pkg.version,
        description:
          "The editor's AI service layer: the same engine the browser runs offline. " +
          'Every AI route takes a JSON body and answers JSON; errors are `{error, statusCode}`.',
      },
      tags: [
        { name: 'health', description: 'Server status' },
        { name: 'ai', description: 'The AI service layer' },
        { name: 'monitoring', description: 'Auto-fix monitoring sessions' },
      ],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: false });

  await app.register(async (instance) => {
    const api = instance.withTypeProvider<TypeBoxTypeProvider>();
    // The API reads JSON bodies only: text/plain is refused (415), not parsed as a string.
    api.removeContentTypeParser('text/plain');
    // Also when the body is empty (no parser runs then): the declared type is not JSON.
    api.addHook('onRequest', async (request) => {
      if (request.method !== 'POST' && request.method !== 'PUT') return;
      const type = request.headers['content-type'];
      if (type === undefined) return;
      const media = type.split(';', 1)[0]?.trim().toLowerCase();
      if (media !== 'application/json') throw httpError(415, UNSUPPORTED_MEDIA_TYPE);
    });
    await api.register(rateLimit, {
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      errorResponseBuilder: (_request, context) =>
        httpError(
          429,
          `Too many requests: at most ${context.max} per ${context.after === '1 minute' ? 'minute' : context.after} from one client. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
        ),
    });

    api.get(
      '/api/health',
      {
        schema: {
          summary: 'Is the server up, and which AI provider answers',
          tags: ['health'],
          response: { 200: HealthSchema },
        },
      },
      async () => ({
        status: 'ok' as const,
        name: pkg.name,
        version: pkg.version,
        uptimeSeconds: Math.floor((Date.now() - started) / 1000),
        ai: engine.describe(),
      }),
    );

    for (const op of AI_OPERATIONS) {
      api.post(
        `/api/ai/${op}`,
        {
          bodyLimit: aiBodyLimit(op, config.bodyLimitBytes),
          schema: {
            summary: summaries[op],
            tags: ['ai'],
            body: requestBodies[op],
            response: { 200: responseBodies[op], ...errors, 503: ApiErrorSchema },
          },
        },
        (request, reply) => answer(op, request, reply),
      );
    }

    api.post(
      '/api/ai/monitor',
      {
        bodyLimit: Math.min(config.bodyLimitBytes, MONITOR_BODY_LIMIT),
        schema: {
          summary: 'Start auto-fix monitoring of some code (first check at once, then every 10 s)',
          tags: ['monitoring'],
          body: MonitorBodySchema,
          response: { 201: MonitorViewSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { code, language } = request.body;
        try {
          return reply.code(201).send(await monitors.start(code, language, request.ip));
        } catch (error) {
          if (error instanceof TooManySessions) throw httpError(429, error.message);
          throw error;
        }
      },
    );
    const notFound = () => httpError(404, 'No monitoring session with this id.');
    api.get(
      '/api/ai/monitor/:id',
      {
        schema: {
          summary: "A monitoring session's latest result",
          tags: ['monitoring'],
          params: MonitorIdSchema,
          response: { 200: MonitorViewSchema, 404: ApiErrorSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const view = monitors.get(id);
        if (!view) throw notFound();
        return view;
      },
    );
    api.put(
      '/api/ai/monitor/:id',
      {
        bodyLimit: Math.min(config.bodyLimitBytes, MONITOR_BODY_LIMIT),
        schema: {
          summary: 'Give a monitoring session the current code',
          tags: ['monitoring'],
          params: MonitorIdSchema,
          body: MonitorBodySchema,
          response: { 200: MonitorViewSchema, 404: ApiErrorSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { code, language } = request.body;
        const view = monitors.update(id, code, language);
        if (!view) throw notFound();
        return view;
      },
    );
    api.delete(
      '/api/ai/monitor/:id',
      {
        schema: {
          summary: 'Stop a monitoring session',
          tags: ['monitoring'],
          params: MonitorIdSchema,
          response: { 200: MonitorViewSchema, 404: ApiErrorSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const view = monitors.stop(id);
        if (!view) throw notFound();
        return view;
      },
    );
  });

  /** Runs one AI operation; aborted when the client goes away or the time limit passes. */
  async function answer(op: AiOperation, request: FastifyRequest, reply: FastifyReply) {
    // The route's schema has checked the body.
    const aiRequest = { ...(request.body as object), op } as AiRequest;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.requestTimeoutMs);
    const onClose = () => {
      if (!reply.raw.writableFinished) controller.abort();
    };
    reply.raw.on('close', onClose);
    try {
      return await dispatch(engine.provider, aiRequest, controller.signal);
    } catch (error) {
      if (isAbortError(error)) {
        if (timedOut)
          throw httpError(
            503,
            `The AI engine did not answer within ${config.requestTimeoutMs} ms.`,
          );
        // The client went away: nobody reads this answer.
        throw httpError(499, 'The client closed the request.');
      }
      throw error;
    } finally {
      clearTimeout(timer);
      reply.raw.off('close', onClose);
    }
  }

  await app.register(fastifyStatic, {
    root,
    wildcard: true, // look files up per request, so a rebuild needs no restart
    index: false, // '/' is the route below, with the SPA's headers
    cacheControl: false, // set per file below
    dotfiles: 'ignore', // dist/.build-stamp and the like are not the app's
    // The build writes a .br and a .gz beside each text asset (scripts/vite-start-up.ts): sent
    // as they are, so Monaco is not compressed again on every load.
    preCompressed: true,
    setHeaders(res, filePath) {
      const rel = path.relative(root, filePath).split(path.sep).join('/');
      res.setHeader('Cache-Control', rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (isApiPath(pathname)) {
      return reply
        .code(404)
        .send({ error: 'No API route for this method and path.', statusCode: 404 });
    }
    const hasExtension = path.posix.extname(pathname) !== '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !hasExtension) {
      return sendIndex(reply);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
