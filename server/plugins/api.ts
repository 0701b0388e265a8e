/**
 * The AI service layer under /api, in a scope of its own: JSON bodies only, a per-client rate
 * limit, a request and response schema on every route, a body limit sized to each route's work,
 * and a time limit per AI request. A request whose client went away is aborted, upstream
 * inference call included. The engine (server/engine.ts) is built here unless one is given.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
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
} from '../../src/core/ai/api-schema';
import { dispatch } from '../../src/core/ai/protocol';
import { isAbortError } from '../../src/core/ai/types';
import type { ServerConfig } from '../config';
import { createEngine, type Engine, redact } from '../engine';
import { httpError, pkg } from '../http';
import { MonitorDirectory } from '../monitor-directory';
import { MonitorSessions, TooManySessions } from '../monitor-sessions';
import type { SharedState } from '../shared-state';
import { apiErrorResponses as errors, jsonBodiesOnly } from './errors';
import { apiRateLimit } from './security';

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

export interface ApiOptions {
  config: ServerConfig;
  /** The AI engine, which then belongs to the caller; built from `config.ai` when absent. */
  engine?: Engine | undefined;
  /** Redis, shared with the other replicas (REDIS_URL); this process's memory without it. */
  shared?: SharedState | null;
}

const api: FastifyPluginAsync<ApiOptions> = async (
  instance,
  { config, engine: given, shared = null },
) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const secrets = [config.ai.token];
  const started = Date.now();
  const engine =
    given ??
    createEngine(config.ai, (message, detail) => app.log.warn({ detail }, message), {
      timeoutMs: config.engineTimeoutMs,
    });
  const idleMs = 120_000;
  const directory = shared ? new MonitorDirectory(shared, idleMs) : null;
  const monitors = new MonitorSessions(
    (code, language, signal) => engine.provider.autoFix(code, language, {}, { signal }),
    {
      max: config.monitorMaxSessions,
      idleMs,
      directory,
      warn: (message, detail) => app.log.warn({ detail: redact(detail, secrets) }, message),
    },
  );
  app.addHook('onClose', async () => {
    monitors.close();
    directory?.close();
    if (!given) await engine.close();
  });

  await app.register(jsonBodiesOnly);
  await app.register(apiRateLimit, { ...config.rateLimit, shared });

  app.get(
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

  for (const op of AI_OPERATIONS) {
    app.post(
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

  app.post(
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
  app.get(
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
      const view = await monitors.get(request.params.id);
      if (!view) throw notFound();
      return view;
    },
  );
  app.put(
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
      const { code, language } = request.body;
      const view = await monitors.update(request.params.id, code, language);
      if (!view) throw notFound();
      return view;
    },
  );
  app.delete(
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
      const view = await monitors.stop(request.params.id);
      if (!view) throw notFound();
      return view;
    },
  );
};

// Not wrapped in fastify-plugin: its content-type rule and rate limit stay in its own scope.
export default api;
