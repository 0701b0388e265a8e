/**
 * The project's server: serves the built app from dist/ and a small API under /api. Hashed
 * assets are cached for a year, index.html never; paths without a file extension fall back to
 * index.html so deep links such as `/?file=notes.md` work.
 */
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ServerOptions {
  distDir: string;
  logger?: boolean;
}

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 2 * 1024 * 1024 });
  const started = Date.now();

  app.get(
    '/api/health',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string' },
              name: { type: 'string' },
              version: { type: 'string' },
              uptimeSeconds: { type: 'number' },
            },
            required: ['status', 'name', 'version', 'uptimeSeconds'],
          },
        },
      },
    },
    async () => ({
      status: 'ok',
      name: pkg.name,
      version: pkg.version,
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
    }),
  );

  await app.register(fastifyStatic, {
    root: path.resolve(options.distDir),
    wildcard: true, // look files up per request, so a rebuild needs no restart
    index: false,
    cacheControl: false, // set per file below
    setHeaders(res, filePath) {
      const rel = path.relative(path.resolve(options.distDir), filePath).split(path.sep).join('/');
      res.setHeader(
        'Cache-Control',
        rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      return reply.code(404).send({ error: `No API route ${request.method} ${url.pathname}` });
    }
    const looksLikeFile = path.posix.basename(url.pathname).includes('.');
    if ((request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile) {
      return sendIndex(reply);
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  return app;
}
