// Fakes shared by the client runtime tests. A fake asked for something it was not set up for throws.

import { encodeBase64 } from '../../../runtime/core/crypto/index.ts';
import type { ConsoleConfig } from '../../../schemas/config/index.ts';
import { configSchema } from '../../../schemas/config/index.ts';

/** The resolved default configuration, with overrides per section. */
export function testConfig(
  over: { [K in keyof ConsoleConfig]?: Partial<ConsoleConfig[K]> } = {},
): ConsoleConfig {
  const base = configSchema.parse({});
  const sections = base as unknown as Record<string, object>;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = { ...sections[k], ...(v as object) };
  return out as ConsoleConfig;
}

/** A token whose middle segment carries `claims` (the signature is not checked by the client). */
export function fakeToken(claims: Record<string, unknown>): string {
  const part = (o: object) => encodeBase64(JSON.stringify(o)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
}

export type Route = (req: RecordedRequest) => Response | Promise<Response>;

/** A fetch that answers from `routes` by "METHOD path" (path without query) and records every request. */
export function fakeFetch(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const req: RecordedRequest = {
      url,
      method: (init?.method ?? 'GET').toUpperCase(),
      headers: new Headers(init?.headers),
      body: init?.body,
      signal: init?.signal ?? undefined,
    };
    requests.push(req);
    const path = url.split('?')[0];
    const route = routes[`${req.method} ${path}`];
    if (!route) throw new Error(`fakeFetch: no route for ${req.method} ${path}`);
    return route(req);
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

/** A JSON response. */
export function json(
  data: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(data), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers },
  });
}

/** An envelope response. */
export function envelope(
  resultCode: string,
  body: unknown = null,
  init: {
    status?: number;
    headers?: Record<string, string>;
    resultMessage?: string;
    errors?: unknown[];
  } = {},
): Response {
  return json(
    {
      resultCode,
      resultMessage: init.resultMessage ?? (resultCode === '0000' ? '정상' : '오류'),
      body,
      ...(init.errors ? { errors: init.errors } : {}),
    },
    init,
  );
}

/** A fetch answer that waits until the request's signal aborts, then rejects like fetch does. */
export function hang(req: RecordedRequest): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const signal = req.signal;
    if (!signal) throw new Error('hang: request without a signal');
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
  });
}

/** A promise with its resolve exposed. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A Web Storage in memory (`data` holds what was written), for the stores that take one. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}
