import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBase62 } from '../../../runtime/core/crypto/index.ts';
import { encodeSecureParams, SECURE_PARAM } from '../../../runtime/core/transport/secureParams.ts';
import { configSchema } from '../../../schemas/config/index.ts';

/** A secured call (fidelity.md, Transport) as the client sends it. */
export interface SecuredRequestOptions {
  method?: 'GET' | 'POST';
  url: string;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Transaction id the parameter is encrypted with. Default: a fresh random one. */
  tranId?: string;
  /** Transaction id sent in `X-Tran-Id`. Default: `tranId` (a different one must be refused). */
  sentTranId?: string;
  /** API secret. Default: the config default (`api.secret`). */
  secret?: string;
  remoteAddress?: string;
  /** The call's time inside the payload. Default: the app's test clock (`setSecuredCallClock`), else now. */
  now?: number;
}

const clocks = new WeakMap<FastifyInstance, () => number>();

/** Secured calls to `app` carry this clock's time (an app built with an injected clock). */
export function setSecuredCallClock(app: FastifyInstance, now: () => number): void {
  clocks.set(app, now);
}

/** The default `api.secret`, which the test apps use unless told otherwise. */
export const TEST_SECRET = configSchema.parse({}).api.secret;

/** Sends query and body as one encrypted `__usp` parameter with an empty body, via `app.inject`. */
export function securedRequest(
  app: FastifyInstance,
  o: SecuredRequestOptions,
): Promise<LightMyRequestResponse> {
  const tranId = o.tranId ?? randomBase62();
  const usp = encodeSecureParams(
    { query: o.query ?? {}, body: o.body ?? null },
    o.secret ?? TEST_SECRET,
    tranId,
    o.now ?? clocks.get(app)?.() ?? Date.now(),
  );
  return app.inject({
    method: o.method ?? 'POST',
    url: o.url,
    query: { [SECURE_PARAM]: usp },
    headers: { 'X-Tran-Id': o.sentTranId ?? tranId, ...o.headers },
    ...(o.remoteAddress !== undefined && { remoteAddress: o.remoteAddress }),
  });
}
