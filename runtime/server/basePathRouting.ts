import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROOT_BASE_PATH, stripBasePath } from '../core/url/index.ts';
import { failure, SERVER_ERRORS } from './platform/index.ts';

/** Marks a raw request whose URL is outside the base path (set by `rewriteUrl`, read on request). */
const OUTSIDE = Symbol('outside app.basePath');

type MarkedRequest = IncomingMessage & { [OUTSIDE]?: true };

/**
 * The server under `app.basePath` (`/admin/`): `rewriteUrl` (Fastify's, before routing) takes the
 * base off every request URL, so routes, static files and the pages stay declared at `/` and a
 * proxy forwards the prefix as it is; `request.originalUrl` keeps what the browser asked. A request
 * outside the base gets the 404 envelope from `refuseOutside` (an `onRequest` hook, first), whatever
 * its path would match. `undefined` at the root base path (nothing to do).
 */
export function basePathRouting(basePath: string):
  | {
      rewriteUrl: (req: IncomingMessage) => string;
      refuseOutside: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
    }
  | undefined {
  if (basePath === ROOT_BASE_PATH) return undefined;
  return {
    rewriteUrl(req) {
      const url = req.url ?? '/';
      const inside = stripBasePath(basePath, url);
      if (inside !== undefined) return inside;
      (req as MarkedRequest)[OUTSIDE] = true;
      // Routed nowhere in particular: the hook answers before any handler runs.
      return '/';
    },
    async refuseOutside(request, reply) {
      if (!(request.raw as MarkedRequest)[OUTSIDE]) return undefined;
      return reply.code(SERVER_ERRORS.notFound.statusCode).send(failure(SERVER_ERRORS.notFound));
    },
  };
}
