// Verifying the console's identity assertion in a Node backend: copy this file (it needs `jose`),
// or import it. Plain JavaScript, so any Node backend can use it as it is; types beside it.
//
//   import { consoleAssertionVerifier } from './verifyAssertion.mjs';
//   const verify = consoleAssertionVerifier({
//     jwks: new URL('https://console.example.com/.well-known/jwks.json'),
//     issuer: 'console:CONSOLE',
//     audience: 'shop',
//   });
//   const caller = await verify({ token, method: req.method, url: req.url, body: rawBodyBytes });
//
// It checks what the README's "The identity assertion a backend verifies" lists: the EdDSA signature
// by a key of the console's JWKS (kept half a second; fetched again when a `kid` is unknown), the
// issuer and audience, a lifetime of at most 30 s, the call it was made for (method `htm`, path and
// query `htu`, the SHA-256 of the body `bh`), and that its `jti` was not seen before.
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';

/** The longest lifetime (`exp` - `iat`, seconds) an assertion may claim. */
export const MAX_ASSERTION_SECONDS = 30;

/** Why an assertion was refused (`reason`: a short English word for the log, never shown to users). */
export class AssertionRefused extends Error {
  constructor(reason, options) {
    super(`identity assertion refused: ${reason}`, options);
    this.name = 'AssertionRefused';
    this.reason = reason;
  }
}

/** `bh`: the SHA-256 of a body's bytes, base64url. */
export function bodyHash(body) {
  return createHash('sha256')
    .update(body ?? '')
    .digest('base64url');
}

/**
 * The `jti`s seen, each kept until its assertion expires: `seen(jti, exp)` records it and answers
 * whether it was there already. In memory, for one process; several instances of a backend share
 * one store instead (a Redis `SET jti 1 NX EX 30`, a table with a unique key), behind the same two
 * calls.
 */
export function memoryReplayGuard({ now = Date.now } = {}) {
  const seen = new Map();
  let sweptAt = 0;
  return {
    seen(jti, exp) {
      const nowSeconds = Math.floor(now() / 1000);
      if (nowSeconds - sweptAt >= 5) {
        for (const [id, until] of seen) if (until < nowSeconds) seen.delete(id);
        sweptAt = nowSeconds;
      }
      if (seen.has(jti)) return true;
      seen.set(jti, exp);
      return false;
    },
  };
}

/** How long a fetched JWKS is used (ms): a key revoked at the console is refused this soon after. */
export const JWKS_KEEP_MS = 500;
/** Least time between two fetches of the JWKS for an unknown `kid` (ms): ten a second at most. */
export const JWKS_COOLDOWN_MS = 100;

/**
 * The console's keys from its JWKS URL: fetched again every {@link JWKS_KEEP_MS}, and for a `kid`
 * not in the copy held. A `kid` met within {@link JWKS_COOLDOWN_MS} of the last fetch waits for the
 * next one instead of being refused: a key the console began signing with a moment ago (after a
 * revocation, which cannot wait) verifies, and a forged `kid` costs its sender the wait.
 */
function remoteKeys(url) {
  const remote = createRemoteJWKSet(url, { cooldownDuration: JWKS_COOLDOWN_MS, cacheMaxAge: JWKS_KEEP_MS });
  return async (header, token) => {
    try {
      return await remote(header, token);
    } catch (error) {
      if (error?.code !== 'ERR_JWKS_NO_MATCHING_KEY' || !remote.coolingDown) throw error;
      await new Promise((r) => setTimeout(r, JWKS_COOLDOWN_MS));
      return remote(header, token);
    }
  };
}

/**
 * A verifier of the console's assertions for one audience (the upstream's name in the console's
 * config). `jwks`: the JWKS URL, or a key getter (`createLocalJWKSet`). `clockTolerance` (seconds,
 * default 5) allows for the two clocks. Answers the assertion's claims, or throws `AssertionRefused`.
 *
 * `call.body`: the body's exact bytes as received (a Buffer or string; `''` or undefined when none).
 * `call.streamed`: true for an upload passed through unread (multipart, octet-stream), whose
 * assertion carries no `bh`; any other call must have one that matches.
 */
export function consoleAssertionVerifier({ jwks, issuer, audience, clockTolerance = 5, replay, now }) {
  const keys = jwks instanceof URL ? remoteKeys(jwks) : jwks;
  const guard = replay ?? memoryReplayGuard(now ? { now } : {});
  return async function verify({ token, method, url, body, streamed = false }) {
    if (!token) throw new AssertionRefused('missing');
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        audience,
        ...(issuer ? { issuer } : {}),
        algorithms: ['EdDSA'],
        clockTolerance,
        maxTokenAge: MAX_ASSERTION_SECONDS + clockTolerance,
        requiredClaims: ['sub', 'jti', 'iat', 'exp', 'htm', 'htu'],
        ...(now ? { currentDate: new Date(now()) } : {}),
      }));
    } catch (error) {
      throw new AssertionRefused('invalid', { cause: error });
    }
    if (payload.exp - payload.iat > MAX_ASSERTION_SECONDS) throw new AssertionRefused('lifetime');
    if (payload.htm !== String(method).toUpperCase()) throw new AssertionRefused('method');
    if (payload.htu !== url) throw new AssertionRefused('url');
    if (payload.bh === undefined) {
      if (!streamed) throw new AssertionRefused('body');
    } else if (payload.bh !== bodyHash(body)) {
      throw new AssertionRefused('body');
    }
    if (await guard.seen(payload.jti, payload.exp)) throw new AssertionRefused('replayed');
    return payload;
  };
}
