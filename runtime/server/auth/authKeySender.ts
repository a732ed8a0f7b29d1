import type { FastifyBaseLogger } from 'fastify';

/** One authentication key to deliver (second login step). */
export interface AuthKeyMessage {
  usrId: string;
  usrNm: string;
  email: string | null;
  mobile: string | null;
  /** The 6-digit key. */
  key: string;
  expiresInSeconds: number;
}

/**
 * Delivers second-step keys. Replace the development default with an SMS or e-mail sender through
 * `auth.keySender` of the management API options. A sender that throws fails the login with a 500
 * (and the key stays unusable to anyone but the owner).
 */
export interface AuthKeySender {
  send(message: AuthKeyMessage, log: FastifyBaseLogger): void | Promise<void>;
  /**
   * A sender for development and tests only (the log, a file): `staging` and `production` refuse
   * to start with one, since it leaves the key readable by whoever reads the log or the file.
   */
  readonly development?: true;
  /** The address a webhook sender posts to (checked at start: https, or http to this machine). */
  readonly webhook?: string;
}

/**
 * Development default: writes the key to the server log at info level with the user id. Never use it
 * in production; the server warns at start when the production profile runs with it.
 */
export const logAuthKeySender: AuthKeySender = {
  development: true,
  send(message, log) {
    log.info(
      { usrId: message.usrId, expiresInSeconds: message.expiresInSeconds },
      `authentication key for ${message.usrId}: ${message.key}`,
    );
  },
};

/**
 * Test and development sender: appends `{ usrId, key }` as one JSON line to a file, so an end-to-end
 * test can read the key it would otherwise find in the log. Chosen by `CONSOLE_AUTH_KEY_FILE`.
 */
export function fileAuthKeySender(path: string): AuthKeySender {
  return {
    development: true,
    async send(message, log) {
      const { appendFile } = await import('node:fs/promises');
      await appendFile(path, `${JSON.stringify({ usrId: message.usrId, key: message.key })}\n`);
      log.info({ usrId: message.usrId }, 'authentication key written to CONSOLE_AUTH_KEY_FILE');
    },
  };
}

/** How long the webhook sender waits for the company's gateway. */
export const AUTH_KEY_WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * Whether `url` may receive second-step keys: https, or http to this machine (a gateway beside the
 * console). Anything else would send the keys in clear text over a network.
 */
export function isAuthKeyWebhookUrl(url: string): boolean {
  try {
    const u = new URL(url);
    if (u.protocol === 'https:') return true;
    return u.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
  } catch {
    return false;
  }
}

/**
 * The production sender without code: POSTs each key as JSON (`AuthKeyMessage`: usrId, usrNm,
 * email, mobile, key, expiresInSeconds) to the company's SMS or e-mail gateway at `url`, with
 * `Authorization: Bearer <token>` when a token is given. An answer other than 2xx, or none within
 * AUTH_KEY_WEBHOOK_TIMEOUT_MS, throws: the login fails and the key is never usable. Chosen by
 * `CONSOLE_AUTH_KEY_WEBHOOK` (and `CONSOLE_AUTH_KEY_WEBHOOK_TOKEN`).
 */
export function webhookAuthKeySender(
  url: string,
  token?: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): AuthKeySender {
  return {
    webhook: url,
    async send(message, log) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(message),
        // A redirect could send the key on to another address (plain http): refused, not followed.
        redirect: 'error',
        signal: AbortSignal.timeout(AUTH_KEY_WEBHOOK_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`authentication key webhook answered ${res.status}`);
      log.info({ usrId: message.usrId }, 'authentication key handed to the webhook');
    },
  };
}

/**
 * The sender the environment asks for: `CONSOLE_AUTH_KEY_WEBHOOK` set → the webhook sender (with
 * `CONSOLE_AUTH_KEY_WEBHOOK_TOKEN`); else `CONSOLE_AUTH_KEY_FILE` → the file sender; else the log.
 */
export function authKeySenderFromEnv(env: Record<string, string | undefined>): AuthKeySender {
  if (env.CONSOLE_AUTH_KEY_WEBHOOK)
    return webhookAuthKeySender(
      env.CONSOLE_AUTH_KEY_WEBHOOK,
      env.CONSOLE_AUTH_KEY_WEBHOOK_TOKEN || undefined,
    );
  return env.CONSOLE_AUTH_KEY_FILE ? fileAuthKeySender(env.CONSOLE_AUTH_KEY_FILE) : logAuthKeySender;
}
