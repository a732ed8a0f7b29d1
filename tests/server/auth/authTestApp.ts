import { asc } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { managementApi } from '../../../runtime/server/api/managementApi.ts';
import type { AuthOptions } from '../../../runtime/server/auth/authDeps.ts';
import type { AuthKeyMessage } from '../../../runtime/server/auth/authKeySender.ts';
import { decorateServerKeys } from '../../../runtime/server/auth/keyStoreDecoration.ts';
import {
  type Database,
  type Db,
  DEMO_PASSWORD,
  decorateDatabase,
  users,
} from '../../../runtime/server/db/index.ts';
import { errorHandler, hashPassword } from '../../../runtime/server/platform/index.ts';
import { type ConsoleConfigInput, configSchema } from '../../../schemas/config/index.ts';
import { securedRequest, setSecuredCallClock } from '../support/secured.ts';
import { createTestDatabase } from '../support/testDatabase.ts';

/** Header names of the default config (Fastify gives response headers in lower case). */
export const ACCESS = 'x-access-token';
export const REFRESH = 'x-refresh-token';
export const PASSWORD = DEMO_PASSWORD;

export interface AuthTestApp {
  app: FastifyInstance;
  database: Database;
  /** The app's clock: real time plus whatever `advance` added. */
  clock: { now: () => number; advance: (ms: number) => void };
  /** Every second-step key the fake sender was asked to deliver, in order. */
  sent: AuthKeyMessage[];
  close: () => Promise<void>;
}

/**
 * The management API over a fresh seeded test database, with an injectable clock and a fake key
 * sender: what `buildApp` assembles for `/api`, plus the options `buildApp` does not pass on
 * (`now`, `auth`).
 */
export async function startAuthApp(
  options: { auth?: AuthOptions; config?: ConsoleConfigInput } = {},
): Promise<AuthTestApp> {
  const database = await createTestDatabase();
  let offset = 0;
  const clock = {
    now: () => Date.now() + offset,
    advance: (ms: number) => {
      offset += ms;
    },
  };
  const sent: AuthKeyMessage[] = [];
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  decorateDatabase(app, database);
  try {
    decorateServerKeys(app, options.auth, clock.now);
  } catch (error) {
    await database.close();
    throw error;
  }
  await app.register(managementApi, {
    prefix: '/api',
    config: configSchema.parse(options.config ?? {}),
    now: clock.now,
    auth: { keySender: { send: (m) => void sent.push(m) }, ...options.auth },
  });
  setSecuredCallClock(app, clock.now);
  const close = async () => {
    try {
      await app.close();
    } finally {
      await database.close();
    }
  };
  return { app, database, clock, sent, close };
}

/** POST /api/authentication/login as the client sends it (secured). */
export function login(
  app: FastifyInstance,
  userId: string,
  userPw: string,
  extra: { remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return securedRequest(app, { url: '/api/authentication/login', body: { userId, userPw }, ...extra });
}

/** Every users row, in id order, to prove a call wrote nothing. */
export function usersSnapshot(db: Db) {
  return db.select().from(users).orderBy(asc(users.usrId));
}

/** Adds an ACTIVE STAFF user with DEMO_PASSWORD (and any flags), for tests that change accounts. */
export async function addUser(
  db: Db,
  row: Partial<typeof users.$inferInsert> & { usrId: string },
): Promise<void> {
  await db
    .insert(users)
    .values({ usrNm: '테스트', roleId: 'STAFF', pwdHash: await hashPassword(PASSWORD), ...row });
}
