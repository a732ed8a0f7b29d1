import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from './openDatabase.ts';
import { dataDirOf, redactUrl } from './openDatabase.ts';
import { PersonalRecorder } from './personalRecorder.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox of 개인정보 접속기록: every access to personal data is recorded through it. */
    personalRecords: PersonalRecorder;
  }
}

/**
 * The outbox folder of 개인정보 접속기록 for the database the environment names: one per database
 * under the data folder (`outbox/pglite`, `outbox/pg-<hash of the URL>`), so a record is only ever
 * replayed into the database it was meant for. None for a database in memory.
 */
export function recordsDirOf(
  env: Readonly<Record<string, string | undefined>>,
  root: string,
): string | undefined {
  const dataDir = dataDirOf(env, root);
  if (dataDir === undefined) return undefined;
  const url = env.DATABASE_URL?.trim();
  const which = url
    ? `pg-${createHash('sha256').update(redactUrl(url)).digest('hex').slice(0, 12)}`
    : 'pglite';
  return join(dataDir, 'outbox', which);
}

/**
 * Decorates `app.personalRecords` over `db`, first writing what a stopped instance left in the
 * outbox `dir`; the app's close flushes it.
 */
export async function decoratePersonalRecords(
  app: FastifyInstance,
  db: Db,
  dir: string | undefined,
): Promise<void> {
  const recorder = new PersonalRecorder(db, { dir, log: app.log });
  const replayed = await recorder.replay();
  if (replayed > 0)
    app.log.warn({ lines: replayed, dir }, 'personal access records left by a stopped server written');
  app.decorate('personalRecords', recorder);
  app.addHook('onClose', () => recorder.close());
}
