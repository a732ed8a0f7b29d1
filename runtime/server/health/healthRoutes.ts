import type { FastifyInstance } from 'fastify';
import type { HealthBody } from '../../../schemas/api/health.ts';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { apiRoute, success } from '../platform/index.ts';

export type { HealthBody };

export interface HealthRoutesOptions {
  /** Profile the server runs with (`config.app.profile`). */
  profile: string;
  /** Build of the served client, read once at start; `null` when unknown. */
  buildId: string | null;
}

/** `GET /health` (under `/api`): liveness plus which profile and client build are being served. */
export async function healthRoutes(app: FastifyInstance, options: HealthRoutesOptions): Promise<void> {
  // Built once: the answer cannot change while the process runs.
  const answer = success<HealthBody>({ status: 'ok', profile: options.profile, buildId: options.buildId });
  apiRoute(app, API_ROUTES.health, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return answer;
  });
}
