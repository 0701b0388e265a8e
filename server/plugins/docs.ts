/**
 * The OpenAPI document of every route registered after it, from the routes' own schemas, and
 * its pages at /docs (the raw document at /docs/json).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { pkg } from '../http';

const docs: FastifyPluginAsync = async (app) => {
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
};

// Its route collector sees the routes of the whole server, not of a scope of its own.
export default fp(docs, { name: 'docs', fastify: '5.x' });
