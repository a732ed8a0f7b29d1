import type { FastifyInstance } from 'fastify';
import type { ConsoleConfig } from '../../../schemas/config.ts';
import { authApi } from '../auth/authApi.ts';
import { registerAuthHooks } from '../auth/authHooks.ts';
import { fileApi } from '../files/fileApi.ts';
import { systemApi } from '../system/systemApi.ts';

export interface ManagementApiOptions {
  /** The validated console configuration. */
  config: ConsoleConfig;
  /** Clock, injectable for tests of expiry. Default Date.now. */
  now?: () => number;
}

/**
 * The management API of spec section 7, registered under `/api` when `config.management.enabled`.
 * Every route answers with the `{ resultCode, resultMessage, body }` envelope, needs a login unless
 * its route config says `public`, and validates its input with the shared zod schemas.
 */
export async function managementApi(app: FastifyInstance, options: ManagementApiOptions): Promise<void> {
  registerAuthHooks(app, options.config, options.now);
  await app.register(authApi, { prefix: '/authentication', ...options });
  await app.register(systemApi, { prefix: '/system', ...options });
  await app.register(fileApi, { prefix: '/file', ...options });
}
