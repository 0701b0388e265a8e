/**
 * The project's server: serves the built app from dist/ and a small API under /api. Hashed
 * assets are cached for a year, everything else (index.html above all) is revalidated; paths
 * without a file extension fall back to index.html so deep links such as `/?file=notes.md` work.
 */
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ServerOptions {
  /** The directory `vite build` wrote: index.html, assets/ and the files of public/. */
  distDir: string;
  logger?: boolean;
}

export interface Health {
  status: 'ok';
  name: string;
  version: string;
  uptimeSeconds: number;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

const healthSchema = {
  response: {
    200: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['ok'] },
        name: { type: 'string' },
        version: { type: 'string' },
        uptimeSeconds: { type: 'integer', minimum: 0 },
      },
      required: ['status', 'name', 'version', 'uptimeSeconds'],
      additionalProperties: false,
    },
  },
} as const;

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.distDir);
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 2 * 1024 * 1024 });
  const started = Date.now();

  // API answers describe the present moment: never cached.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(new URL(request.url, 'http://localhost').pathname)) {
      reply.header('Cache-Control', 'no-store');
    }
  });

  app.get('/api/health', { schema: healthSchema }, async (): Promise<Health> => {
    return {
      status: 'ok',
      name: pkg.name,
      version: pkg.version,
      uptimeSeconds: Math.floor((Date.now() - started) / 1000),
    };
  });

  await app.register(fastifyStatic, {
    root,
    wildcard: true, // look files up per request, so a rebuild needs no restart
    index: false, // '/' is the route below, with the SPA's headers
    cacheControl: false, // set per file below
    dotfiles: 'ignore', // dist/.build-stamp and the like are not the app's
    setHeaders(res, filePath) {
      const rel = path.relative(root, filePath).split(path.sep).join('/');
      res.setHeader('Cache-Control', rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (isApiPath(pathname)) {
      return reply.code(404).send({ error: `No API route ${request.method} ${pathname}` });
    }
    const hasExtension = path.posix.extname(pathname) !== '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !hasExtension) {
      return sendIndex(reply);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
