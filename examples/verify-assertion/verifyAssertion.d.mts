import type { JWTPayload, JWTVerifyGetKey } from 'jose';

/** The longest lifetime (`exp` - `iat`, seconds) an assertion may claim. */
export declare const MAX_ASSERTION_SECONDS: 30;

/** How long a fetched JWKS is used (ms): a key revoked at the console is refused this soon after. */
export declare const JWKS_KEEP_MS: 500;
/** Least time between two fetches of the JWKS for an unknown `kid` (ms). */
export declare const JWKS_COOLDOWN_MS: 100;

/** Why an assertion was refused (`reason`: for the log, never shown to users). */
export declare class AssertionRefused extends Error {
  readonly reason: 'missing' | 'invalid' | 'lifetime' | 'method' | 'url' | 'body' | 'replayed';
  constructor(reason: AssertionRefused['reason'], options?: { cause?: unknown });
}

/** `bh`: the SHA-256 of a body's bytes, base64url. */
export declare function bodyHash(body: string | Uint8Array | undefined): string;

/** Remembers each `jti` until it expires; `seen` records one and answers whether it was there already. */
export interface ReplayGuard {
  seen(jti: string, exp: number): boolean | Promise<boolean>;
}

/** The `jti`s seen, in memory (one process). */
export declare function memoryReplayGuard(o?: { now?: () => number }): ReplayGuard;

/** What the console vouches for: who calls, from which menu, holding which functions. */
export interface ConsoleCaller extends JWTPayload {
  sub: string;
  name: string;
  roles: string[];
  fns: string[];
  mnu: string;
  pgm: string | null;
  ip: string;
  /** The browser's transaction id (`X-Tran-Id`). */
  tid: string;
  htm: string;
  htu: string;
  bh?: string;
  jti: string;
}

/** The call the assertion came with. */
export interface VerifiedCall {
  token: string | undefined;
  method: string;
  /** The path and query as received (`request.url`). */
  url: string;
  /** The body's exact bytes as received. */
  body?: string | Uint8Array | undefined;
  /** An upload passed through unread: its assertion has no `bh`. */
  streamed?: boolean;
}

export declare function consoleAssertionVerifier(o: {
  jwks: URL | JWTVerifyGetKey;
  audience: string;
  issuer?: string;
  clockTolerance?: number;
  replay?: ReplayGuard;
  now?: () => number;
}): (call: VerifiedCall) => Promise<ConsoleCaller>;
