import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ConsoleConfig, UpstreamConfig } from '../../../schemas/index.ts';
import { functionsOnMenu } from '../../core/auth/index.ts';
import type { GatewayMenu } from './gatewayAccess.ts';
import { type AssertionCall, signAssertion } from './identityAssertion.ts';

/**
 * The headers that tell a backend who calls: `X-Tran-Id` (the browser's transaction id) and a fresh
 * identity assertion for `upstreamName` and this one `call` in the upstream's assertion header
 * (`Bearer` in Authorization); `kid`, the server key it is signed with. Only for an authenticated
 * request.
 */
export async function identityHeaders(
  app: FastifyInstance,
  request: FastifyRequest,
  o: {
    config: ConsoleConfig;
    upstreamName: string;
    upstream: UpstreamConfig;
    menu: GatewayMenu;
    now: number;
    call: AssertionCall;
  },
): Promise<{ headers: Record<string, string>; kid: string }> {
  const user = request.user;
  if (!user) throw new Error('gateway: no authenticated user on a gateway route');
  const ring = await app.serverKeys.ring();
  const assertion = await signAssertion(
    ring,
    {
      sub: user.usrId,
      name: user.usrNm,
      roles: user.roleId ? [user.roleId] : [],
      fns: functionsOnMenu(user.roles, o.menu.mnuId),
      mnu: o.menu.mnuId,
      pgm: o.menu.proIdVal,
      ip: request.ip,
      tid: request.tranId,
    },
    {
      issuer: `console:${o.config.management.systemCode}`,
      audience: o.upstreamName,
      now: o.now,
      call: o.call,
    },
  );
  const header = o.upstream.assertionHeader.toLowerCase();
  return {
    headers: {
      [o.config.api.headers.tranId.toLowerCase()]: request.tranId,
      [header]: header === 'authorization' ? `Bearer ${assertion}` : assertion,
    },
    kid: ring.signing.kid,
  };
}

/**
 * Whether the key `kid` was revoked (`console secret rotate --revoke`) since it signed an assertion,
 * reading the keys from the database as they are now: a backend that refused that assertion was
 * right, and the caller's session ended with the key (an answer of FS10, not a failed backend).
 */
export async function keyRevoked(app: FastifyInstance, kid: string): Promise<boolean> {
  return !(await app.serverKeys.current(0)).verifying.has(kid);
}
