import type { FastifyInstance } from 'fastify';
import type { ConsoleConfig } from '../../../schemas/config.ts';

export interface ManagementApiOptions {
  /** The validated console configuration. */
  config: ConsoleConfig;
}

/**
 * The management API, registered under `/api` when `config.management.enabled` (default true).
 * Every route answers with the `{ resultCode, resultMessage, body }` envelope from `../http`.
 */
export async function managementApi(_app: FastifyInstance, _options: ManagementApiOptions): Promise<void> {
  // The next issue adds one plugin per API area here (system/initial-data, menus, codes, ...),
  // each registered with `await app.register(areaPlugin, { prefix: '/area', ...options })`.
}
