import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions } from '../../../runtime/server/buildApp.ts';
import type { Database } from '../../../runtime/server/db/index.ts';
import type { ConsoleConfig } from '../../../schemas/config/index.ts';

/**
 * Migrates and seeds `database`, then builds (not listening) the console of `config` over it with
 * the first 회원서비스 menu without an IP limit bound to `apis` as screen `title`.
 */
export function seededConsole(
  database: Database,
  config: ConsoleConfig,
  options: { title: string; apis: string[] } & Partial<BuildAppOptions>,
): Promise<{ app: FastifyInstance; menu: { mnu_id: string; mnu_url: string } }>;
