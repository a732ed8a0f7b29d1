import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsOf } from '../../../runtime/server/db/index.ts';
import { API_ROUTES, type ApiRouteName } from '../../../schemas/api/routes.ts';
import { securedRequest } from '../support/secured.ts';
import { type SystemFixture, snapshot, systemFixture } from '../system/systemFixture.ts';

// No input reaches a user as a 500: every route of the route table is driven with generated hostile
// values (control characters, lone surrogates, bidirectional overrides, huge and deep values, wrong
// types, path traversal, injection probes) in every field its schema names, as an administrator who
// may call all of them (through a menu of the route's program, encrypted for secured routes). Each
// answer must be below 500, and a route whose every answer was a refusal must leave the database as
// it was. The seed is fixed so a run is repeatable (FC_SEED picks another; FC_RUNS the cases per route).

/** Routes left out: the event stream never ends (it is a stream), and a logout would end the caller's own session. */
const SKIPPED = new Set<ApiRouteName>(['events.stream', 'auth.logout']);
const SEED = Number(process.env.FC_SEED ?? 20261128);
const RUNS = Number(process.env.FC_RUNS ?? 170);

const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\u202eadmin',
  '\u0085',
  '\u001b[31m',
  '../../etc/passwd',
  '..\\..\\windows',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%00',
  '%',
  '_',
  '{{7*7}}',
  '$' + '{jndi:ldap://x}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'javascript:alert(1)',
  '\r\nSet-Cookie: x=1',
  'x'.repeat(100_000),
  '😀'.repeat(5000),
  '٠١٢٣',
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  '',
  ' ',
];

/** A hostile value: any string (half surrogates included), a probe, a number, a wrong type, a deep value. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constant(-0), fc.constant(2 ** 63)) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [[[]]], { __proto__: { x: 1 } }) },
  { weight: 1, arbitrary: fc.array(fc.string({ unit: 'binary', maxLength: 10 }), { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ unit: 'binary', maxLength: 8 }), fc.string({ maxLength: 8 }), {
      maxKeys: 4,
    }),
  },
);

/**
 * Percent-encodes text as a hostile client may send it: half a surrogate pair as its raw (WTF-8)
 * bytes, which encodeURIComponent refuses to write.
 */
function percentEncode(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(value[i]!);
  }
  return out;
}

/** A query value as text: a string as it is, anything else as its JSON. */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** The keys a route's body or query schema names (an object), or none. */
function keysOf(schema: unknown): string[] {
  let s = schema as z.ZodType | undefined;
  for (let i = 0; i < 5 && s; i++) {
    if (s instanceof z.ZodObject) return Object.keys(s.shape);
    const def = (s as { _zod?: { def?: { innerType?: z.ZodType; in?: z.ZodType } } })._zod?.def;
    s = def?.innerType ?? def?.in;
  }
  return [];
}

/** An object of hostile values for some of `keys` (and now and then a key no schema names). */
function payloadOf(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const named = Object.fromEntries(keys.map((k) => [k, hostile]));
  return fc
    .tuple(fc.record(named, { requiredKeys: [] }), fc.option(fc.tuple(fc.string({ maxLength: 8 }), hostile)))
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
}

let f: SystemFixture;
/** A menu of each program, as a screen of that program would name it. */
const menuOf = new Map<string, string>();
beforeAll(async () => {
  f = await systemFixture({
    config: {
      interfaces: {
        apiLogging: { requestUrl: '/api/interface/log/request', responseUrl: '/api/interface/log/response' },
      },
    },
  });
  for (const row of rowsOf<{ pro_id_val: string; mnu_id: string }>(
    await f.db.execute(
      sql`select pro_id_val, min(mnu_id) as mnu_id from menus where pro_id_val is not null group by pro_id_val`,
    ),
  ))
    menuOf.set(row.pro_id_val, row.mnu_id);
}, 60_000);
afterAll(async () => f?.close());

const routes = (Object.keys(API_ROUTES) as ApiRouteName[]).filter((name) => !SKIPPED.has(name));

describe('every route, driven with hostile input', () => {
  it(`answers below 500 to ${routes.length} routes × ${RUNS} generated inputs, and a refused route writes nothing`, async () => {
    const fivehundreds: string[] = [];
    let cases = 0;
    for (const name of routes) {
      const route = API_ROUTES[name] as {
        method: 'GET' | 'POST';
        url: string;
        secured?: boolean;
        program?: { id: string };
        body?: unknown;
        query?: unknown;
      };
      const before = await snapshot(f.db);
      let accepted = 0;
      const fields = payloadOf(keysOf(route.method === 'GET' ? route.query : route.body));
      await fc
        .assert(
          fc.asyncProperty(fields, fc.constantFrom(...HOSTILE_STRINGS, 'x'), async (payload, pathValue) => {
            cases++;
            const path = route.url.replace(/:(\w+)/g, () => percentEncode(pathValue) || 'x');
            const query = Object.entries(payload)
              .map(([k, v]) => `${percentEncode(k)}=${percentEncode(asText(v))}`)
              .join('&');
            const headers: Record<string, string> = {
              ...f.admin,
              ...(route.program && { 'Menu-Id': menuOf.get(route.program.id) ?? '1000' }),
            };
            const res = route.secured
              ? await securedRequest(f.app, {
                  method: route.method,
                  url: path,
                  headers,
                  ...(route.method === 'GET' ? { query: payload } : { body: payload }),
                })
              : await f.app.inject({
                  method: route.method,
                  url: route.method === 'GET' && query ? `${path}?${query}` : path,
                  headers,
                  ...(route.method === 'POST' && { payload: payload as object }),
                });
            if (res.statusCode >= 500)
              fivehundreds.push(`${name} ${res.statusCode} ${JSON.stringify(payload).slice(0, 200)}`);
            else if (res.statusCode < 400) accepted++;
            return res.statusCode < 500;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch((error: Error) => {
          // A 5xx is listed above; anything else (a request the test could not send) is a problem too.
          if (!fivehundreds.some((line) => line.startsWith(`${name} `)))
            fivehundreds.push(`${name}: ${error.message.split('\n').slice(0, 6).join(' ')}`);
        });
      if (accepted === 0)
        expect(await snapshot(f.db), `${name}: refused every input yet wrote`).toEqual(before);
    }
    expect(fivehundreds).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(10_000);
  }, 600_000);
});
