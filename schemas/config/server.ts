import { z } from 'zod';
import { GUARDED_PROFILES } from '../profiles.ts';

/**
 * A reverse proxy the server believes: an IPv4/IPv6 address, a CIDR range, or one of the named
 * ranges Fastify's `trustProxy` (proxy-addr) knows.
 */
const proxyAddress = z.union(
  [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])],
  { error: 'must be an IP address, a CIDR range (10.0.0.0/8) or loopback, linklocal, uniquelocal' },
);

export const serverSchema = z
  .strictObject({
    enabled: z.boolean().default(true).describe('Run the server. Default true.'),
    dev: z.boolean().default(false).describe('Development mode. Default false.'),
    host: z.string().default('127.0.0.1').describe('Listen host (HOST overrides). Default 127.0.0.1.'),
    port: z.int().min(0).max(65535).default(3000).describe('Listen port (PORT overrides). Default 3000.'),
    https: z
      .boolean()
      .default(false)
      .describe(
        'The console is reached over HTTPS, directly or through a TLS-terminating proxy: send HSTS (and upgrade `http:` subresources). Server only. Default false.',
      ),
    trustProxy: z
      .array(proxyAddress)
      .default([])
      .describe(
        'Reverse proxies (addresses, CIDR ranges, or `loopback`/`linklocal`/`uniquelocal`) whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed; empty: those headers are ignored and the caller is the socket address. Server only. Default [].',
      ),
    trustLoopback: z
      .boolean()
      .optional()
      .describe(
        "Loopback addresses (127.0.0.1, ::1) pass every menu's IP limit (the original framework's behaviour, for a developer's own machine). Behind a reverse proxy on the same host without `trustProxy`, every caller is a loopback address: on, every IP-limited menu opens to everyone; off, it opens to no one until `trustProxy` names the proxy. The server warns at start in either case. Default: on in local, dev and qa; off in staging and production.",
      ),
    middleware: z
      .strictObject({
        compression: z.boolean().default(true).describe('Compress responses. Default true.'),
        json: z
          .boolean()
          .default(false)
          .describe(
            "JSON bodies for routes an embedder adds to `buildApp()`'s app. Off: Fastify's JSON parser is removed from the app after the console's own routes are registered, so such a route answers 415 \"요청 형식이 올바르지 않습니다.\" to JSON; the console's routes (management API, declared APIs) keep theirs. Default false.",
          ),
        urlencoded: z
          .boolean()
          .default(false)
          .describe(
            'Form bodies (`application/x-www-form-urlencoded`, `@fastify/formbody`) for routes an embedder adds. Off: such a route answers 415 to a form post. No console route takes form bodies. Default false.',
          ),
        multipart: z
          .boolean()
          .default(false)
          .describe(
            "Multipart bodies (`@fastify/multipart`) for routes an embedder adds. Off: such a route answers 415 to a multipart post; the console's uploads and declared-API uploads keep their own parsers. Default false.",
          ),
        logging: z.boolean().default(false).describe('Request logging. Default false.'),
      })
      .prefault({}),
  })
  .prefault({});

/**
 * Whether loopback addresses pass menus' IP limits for this configuration: `server.trustLoopback`,
 * else on in the development profiles and off in `staging` and `production`.
 */
export function trustsLoopback(config: {
  server: { trustLoopback?: boolean | undefined };
  app: { profile: string };
}): boolean {
  return config.server.trustLoopback ?? !GUARDED_PROFILES.includes(config.app.profile);
}
