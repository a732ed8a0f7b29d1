import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { ConsoleConfig } from '../../../schemas/index.ts';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';

/**
 * `@fastify/helmet` options for every answer (pages, assets, API, errors): the CSP of
 * `contentSecurityPolicy`, `X-Frame-Options: DENY`, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: same-origin`, helmet's other defaults (COOP/CORP same-origin, no DNS prefetch),
 * and HSTS (a year, subdomains) only when `server.https` says the console is reached over HTTPS:
 * sent over plain HTTP it would lock browsers out of a console that has no TLS.
 */
export function securityHeaderOptions(config: Pick<ConsoleConfig, 'api' | 'server'>): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.server.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}
