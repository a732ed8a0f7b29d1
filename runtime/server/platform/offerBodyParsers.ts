import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ConsoleConfig } from '../../../schemas/index.ts';

/**
 * `server.middleware.json | urlencoded | multipart`: the body parsers the app offers to routes
 * registered on it directly after `buildApp` (an embedder's own routes). The console's own routes
 * (management API, declared-API gateway, uploads) were registered before and keep the parsers they
 * need. Off (the spec's default): the parser is not registered, so such a route answers 415 for
 * that body type (JSON: Fastify's own parser is removed; urlencoded: `@fastify/formbody`;
 * multipart: `@fastify/multipart`). Call it last in `buildApp`.
 */
export async function offerBodyParsers(
  app: FastifyInstance,
  middleware: ConsoleConfig['server']['middleware'],
): Promise<void> {
  if (!middleware.json) app.removeContentTypeParser('application/json');
  if (middleware.urlencoded) await app.register(fastifyFormbody);
  if (middleware.multipart) await app.register(fastifyMultipart);
}
