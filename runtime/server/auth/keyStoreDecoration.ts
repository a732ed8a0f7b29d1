import type { FastifyInstance } from 'fastify';
import type { ConsoleConfig } from '../../../schemas/index.ts';
import type { AuthOptions } from './authDeps.ts';
import { KeyStore, MIN_SECRET_KEY_LENGTH } from './serverKeys.ts';
import { REFRESH_SECONDS, type TokenSettings } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server-only key ring (tokens, duplicate-check values, key hashes, identity assertions). */
    serverKeys: KeyStore;
  }
}

/**
 * Decorates `app.serverKeys` (once): `auth.secretKey` (CONSOLE_SECRET_KEY) when given, else the
 * database's keys, generated at first use. Retired keys verify for the refresh token lifetime.
 */
export function decorateServerKeys(
  app: FastifyInstance,
  auth: Pick<AuthOptions, 'secretKey' | 'previousSecretKeys'> = {},
  now?: () => number,
): void {
  if (app.hasDecorator('serverKeys')) return;
  for (const key of [auth.secretKey, ...(auth.previousSecretKeys ?? [])]) {
    if (key !== undefined && key.length < MIN_SECRET_KEY_LENGTH) {
      throw new Error(
        `CONSOLE_SECRET_KEY가 너무 짧습니다 (${key.length}자). ${MIN_SECRET_KEY_LENGTH}자 이상의 무작위 값을 지정하세요 (예: openssl rand -base64 32).`,
      );
    }
  }
  app.decorate(
    'serverKeys',
    new KeyStore(() => app.db, {
      envKey: auth.secretKey,
      previousEnvKeys: auth.previousSecretKeys,
      retiredSeconds: REFRESH_SECONDS,
      ...(now && { now }),
    }),
  );
}

/** The token settings of an app: its server keys, its system code and clock. */
export function tokenSettingsOf(
  app: FastifyInstance,
  config: ConsoleConfig,
  now?: () => number,
): TokenSettings {
  return { keys: app.serverKeys, systemCode: config.management.systemCode, ...(now && { now }) };
}
