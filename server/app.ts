/**
 * The project's server: the built app from dist/, the AI service layer under /api (the same
 * `src/core/ai` engine as the browser) and its OpenAPI docs at /docs. Each concern is a plugin
 * in server/plugins/, registered in an order that matters: the error handler and the headers of
 * every answer before the routes that inherit them, the docs before the routes they describe.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { defaultConfig, type ServerConfig } from './config';
import type { Engine } from './engine';
import { connectSharedState, type Notice, type SharedStateOptions } from './shared-state';
import api from './plugins/api';
import compression from './plugins/compression';
import docs from './plugins/docs';
import errors, { frameworkErrors } from './plugins/errors';
import security from './plugins/security';
import staticFiles, { pageNotFound } from './plugins/static-files';

export interface ServerOptions extends Partial<Omit<ServerConfig, 'distDir'>> {
  /** The directory `vite build` wrote: index.html, assets/ and the files of public/. */
  distDir: string;
  /** Where log lines go when logging is on (tests read them); stdout otherwise. */
  logStream?: Writable;
  /** The AI engine; built from `ai` when absent. */
  engine?: Engine;
  /** Where the sentences about Redis go (REDIS_URL): the console when absent. */
  notice?: Notice;
  /** How long to wait for Redis at start, and for a command's reply. */
  redis?: SharedStateOptions;
}

/** Time a client has to send its whole request (a slow sender is cut off after it). */
export const RECEIVE_TIMEOUT_MS = 30_000;

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const defaults = defaultConfig(process.cwd());
  const config: ServerConfig = { ...defaults, ...options, distDir: path.resolve(options.distDir) };
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
    frameworkErrors,
    ajv: {
      // Wrong types are errors, not silently converted ('12' is not an offset); unknown fields
      // are refused, not silently dropped.
      customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Without REDIS_URL, limits and sessions live in this process (one replica).
  const shared = config.redisUrl
    ? await connectSharedState(config.redisUrl, options.notice, options.redis)
    : null;
  if (shared) app.addHook('onClose', () => shared.close());

  await app.register(errors, { secrets: [config.ai.token], pageNotFound });
  await app.register(security, config);
  await app.register(compression);
  await app.register(docs);
  await app.register(api, { config, engine: options.engine, shared });
  await app.register(staticFiles, { root: config.distDir });
  return app;
}
