/**
 * The built app from dist/: hashed assets cached for a year, everything else (index.html above
 * all) revalidated; the build's .br and .gz copies sent as they are. A path without a file
 * extension is the app (`pageNotFound`), so deep links such as `/?file=notes.md` work.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { pathnameOf } from '../http';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const sendIndex = (reply: FastifyReply) =>
  reply.header('Cache-Control', REVALIDATE).sendFile('index.html');

/** A GET for a path without an extension is the app; anything else is not found. */
export function pageNotFound(request: FastifyRequest, reply: FastifyReply) {
  const hasExtension = path.posix.extname(pathnameOf(request.url)) !== '';
  if ((request.method === 'GET' || request.method === 'HEAD') && !hasExtension) {
    return sendIndex(reply);
  }
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}

export interface StaticFilesOptions {
  /** The directory `vite build` wrote: index.html, assets/ and the files of public/. */
  root: string;
}

const staticFiles: FastifyPluginAsync<StaticFilesOptions> = async (app, { root }) => {
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
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
};

// Its reply.sendFile is what pageNotFound answers with, at the root.
export default fp(staticFiles, { name: 'static-files', fastify: '5.x' });
