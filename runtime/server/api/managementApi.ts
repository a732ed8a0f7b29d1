import type { FastifyInstance } from 'fastify';
import type { ConsoleConfig } from '../../../schemas/config.ts';
import { authApi } from '../auth/authApi.ts';
import type { AuthOptions } from '../auth/authDeps.ts';
import { registerAuthHooks } from '../auth/authHooks.ts';
import { duplicateCheckApi } from '../auth/duplicateCheck.ts';
import { decorateServerKeys } from '../auth/keyStoreDecoration.ts';
import { fileApi } from '../files/fileApi.ts';
import { initialDataApi, systemApi } from '../system/index.ts';

export interface ManagementApiOptions {
  /** The validated console configuration. */
  config: ConsoleConfig;
  /** Clock, injectable for tests of expiry. Default Date.now. */
  now?: () => number;
  /** Authentication: second-step key sender, region resolver, login rate limits. Defaults: see AuthOptions. */
  auth?: AuthOptions | undefined;
  /** Where uploaded files are stored. Default `<CONSOLE_DATA_DIR or .data>/files`. */
  filesDir?: string;
}

/**
 * The management API of spec section 7, registered under `/api` when `config.management.enabled`.
 * Every route answers with the `{ resultCode, resultMessage, body }` envelope, needs a login unless
 * its route config says `public`, and validates its input with the shared zod schemas.
 */
export async function managementApi(app: FastifyInstance, options: ManagementApiOptions): Promise<void> {
  decorateServerKeys(app, options.auth, options.now);
  registerAuthHooks(app, options.config, options.now);
  await app.register(authApi, { ...options, prefix: '/authentication' });
  await app.register(duplicateCheckApi, { ...options, prefix: '' }); // at auth.duplication.path
  await app.register(systemApi, { ...options, prefix: '/system' });
  await app.register(initialDataApi, { ...options, prefix: '', base: '/api' }); // initialDataUrl outside /api/system
  await app.register(fileApi, { ...options, prefix: '/file' });
}
