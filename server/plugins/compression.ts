/**
 * Text answers compressed (br, gzip) when the client accepts it: the API's and the app's files
 * the build did not compress already. Registered before the routes it applies to.
 */
import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const compression: FastifyPluginAsync = async (app) => {
  await app.register(compress, { global: true, threshold: 1024 });
};

export default fp(compression, { name: 'compression', fastify: '5.x' });
