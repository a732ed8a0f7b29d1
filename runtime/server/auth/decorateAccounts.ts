import type { FastifyInstance } from 'fastify';
import { endUserSessions } from './sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What other features do to accounts' sessions (decorated by the auth feature). */
    accounts: Accounts;
  }
}

export interface Accounts {
  /**
   * Ends every live session of `usrId` because an administrator changed the account (blocked,
   * dormant, a new password): on every instance at once, and each open page is told why
   * (`revoked`). Returns how many ended.
   */
  revokeSessions(usrId: string, ip: string): Promise<number>;
}

/** Decorates `app.accounts` (once). */
export function decorateAccounts(app: FastifyInstance, now: () => number = Date.now): void {
  if (app.hasDecorator('accounts')) return;
  const accounts: Accounts = {
    revokeSessions: (usrId, ip) =>
      endUserSessions(app.db, usrId, { ip, now: new Date(now()), status: 'REVOKED' }),
  };
  app.decorate('accounts', accounts);
}
