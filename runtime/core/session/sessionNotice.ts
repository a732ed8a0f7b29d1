import type { MessageKey } from '../i18n/index.ts';
import { INACTIVE_REASONS, type InactiveReason } from './inactiveReason.ts';

/** Why the last session of this tab ended, kept for the login page that follows (fidelity.md). */
export interface SessionNotice {
  reason: InactiveReason;
  /** The refused menu's name (reason `validate` from the guard). */
  menu?: string;
  /** Clock time (ms) it ended. */
  at: number;
}

/** How long a notice stays worth showing: a login page opened later says nothing. */
export const SESSION_NOTICE_MAX_AGE_MS = 10 * 60_000;

const KEYS: Partial<Record<InactiveReason, MessageKey>> = {
  idle: 'session.idle',
  expired: 'session.expired',
  released: 'session.expired',
  duplicated: 'session.duplicated',
  revoked: 'session.revoked',
  validate: 'error.unauthorized',
};

/** The catalogue key of the login page's sentence for a reason; none after a plain logout. */
export function sessionNoticeKey(reason: InactiveReason): MessageKey | undefined {
  return KEYS[reason];
}

/** A stored notice read back; `undefined` when missing, malformed or older than the max age. */
export function parseSessionNotice(raw: string | null | undefined, now: number): SessionNotice | undefined {
  if (!raw) return undefined;
  let v: Partial<SessionNotice>;
  try {
    v = JSON.parse(raw) as Partial<SessionNotice>;
  } catch {
    return undefined;
  }
  if (!v || !INACTIVE_REASONS.includes(v.reason as InactiveReason) || typeof v.at !== 'number')
    return undefined;
  if (now - v.at > SESSION_NOTICE_MAX_AGE_MS || v.at > now + 60_000) return undefined;
  return {
    reason: v.reason as InactiveReason,
    at: v.at,
    ...(typeof v.menu === 'string' && v.menu ? { menu: v.menu.slice(0, 100) } : {}),
  };
}
