import type { FastifyInstance } from 'fastify';
import { success } from '../http/index.ts';

export interface HealthRoutesOptions {
  /** Profile the server runs with (`config.app.profile`). */
  profile: string;
  /** Build of the served client, read once at start; `null` when unknown. */
  buildId: string | null;
}

/** Body of `GET /health`. */
export interface HealthBody {
  status: 'ok';
  profile: string;
  buildId: string | null;
}

/** `GET /health` (under `/api`): liveness plus which profile and client build are being served. */
export async function healthRoutes(app: FastifyInstance, options: HealthRoutesOptions): Promise<void> {
  // Built once: the answer cannot change while the process runs.
  const answer = success<HealthBody>({ status: 'ok', profile: options.profile, buildId: options.buildId });
  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return answer;
  });
}
