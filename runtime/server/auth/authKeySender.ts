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
}

/**
 * Development default: writes the key to the server log at info level with the user id. Never use it
 * in production; the server warns at start when the production profile runs with it.
 */
export const logAuthKeySender: AuthKeySender = {
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
    async send(message, log) {
      const { appendFile } = await import('node:fs/promises');
      await appendFile(path, `${JSON.stringify({ usrId: message.usrId, key: message.key })}\n`);
      log.info({ usrId: message.usrId }, 'authentication key written to CONSOLE_AUTH_KEY_FILE');
    },
  };
}

/** The sender the environment asks for: `CONSOLE_AUTH_KEY_FILE` set → the file sender, else the log. */
export function authKeySenderFromEnv(env: Record<string, string | undefined>): AuthKeySender {
  return env.CONSOLE_AUTH_KEY_FILE ? fileAuthKeySender(env.CONSOLE_AUTH_KEY_FILE) : logAuthKeySender;
}
