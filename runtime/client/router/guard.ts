import { notFound, redirect } from '@tanstack/react-router';
import type { ClientConfig } from '../../../schemas/index.ts';
import type { GuardMenu } from '../../core/guard/index.ts';
import { decideGuard, type GuardDecision } from '../../core/guard/index.ts';
import type { ScreenMeta } from '../../core/screen/index.ts';
import { ForbiddenError } from '../navigation/index.ts';
import type { SessionState } from '../session/index.ts';

/** Inputs of the guard that come from elsewhere in the runtime (config, session, initial data, current menu). */
export interface GuardContext {
  config: Pick<ClientConfig, 'auth' | 'management' | 'server'>;
  session: Pick<SessionState, 'authenticated' | 'roles'>;
  /** True until the first navigation resolved: later ones come from inside the app, not a typed URL. */
  firstNavigation: () => boolean;
  /** A reload (F5) of a path that was an open tab: not a direct connection (fidelity.md). */
  reloadedTab?: (pathname: string) => boolean;
  menus: () => readonly GuardMenu[];
  onMenu: (menu: GuardMenu | undefined) => void;
  onAccess: (menu: GuardMenu, url: string) => void;
  /** Ends the session; `menu` is the refused menu's name, which the login page shows. */
  onInvalidate: (reason: 'validate', menu?: string) => void;
  onIpRefusedAlert: () => void;
  userIp: () => string;
}

/** A navigation the guard decides on. */
export interface GuardedNavigation {
  meta: ScreenMeta | undefined;
  pathname: string;
  href: string;
  search: Record<string, unknown>;
  /** A link preload (hover, intent): decide, but record nothing and change no session. */
  preload?: boolean;
}

/** The pure guard's decision for a navigation, nothing done yet. */
export function decideNavigation(ctx: GuardContext, nav: GuardedNavigation): GuardDecision {
  const { config, session } = ctx;
  const param = config.auth.redirectReturnPageParamName;
  return decideGuard({
    pathname: nav.pathname,
    href: nav.href,
    hasReturnParam: param in nav.search,
    meta: nav.meta,
    menus: ctx.menus(),
    session: { authenticated: session.authenticated, roles: session.roles, ip: ctx.userIp() },
    direct: ctx.firstNavigation() && !ctx.reloadedTab?.(nav.pathname),
    config: {
      authEnabled: config.auth.enabled,
      loginPath: config.auth.loginPath,
      returnParamName: param,
      mainPath: config.management.mainPath,
      excludeUrlPatterns: config.auth.excludeUrlPatterns,
      tabs: config.management.tabs,
      dev: config.server.dev,
      trustLoopback: config.server.trustLoopback !== false,
    },
  });
}

/**
 * Runs the pure guard for a navigation (or takes the `decision` made already) and acts on it
 * (redirect, 404, hooks).
 */
export function guardNavigation(
  ctx: GuardContext,
  nav: GuardedNavigation,
  decision: GuardDecision = decideNavigation(ctx, nav),
): GuardDecision {
  const { config } = ctx;
  const param = config.auth.redirectReturnPageParamName;
  // A refused session goes where `auth.failProcessType` says: the login page, or the 401 page.
  const refusal = (search: Record<string, string>) =>
    config.auth.failProcessType === 'error'
      ? redirect({ to: config.auth.errorUrl, replace: true })
      : redirect({ to: config.auth.loginPath, search, replace: true });
  if (nav.preload) {
    // A preload only warms the chunk: it must not move the current menu, log an access, alert or
    // end the session. Refusals simply stop the preload.
    if (decision.kind !== 'allow') throw notFound();
    return decision;
  }
  if ('menu' in decision) ctx.onMenu(decision.menu);
  switch (decision.kind) {
    case 'allow':
      if (decision.recordAccess && decision.menu) ctx.onAccess(decision.menu, nav.pathname);
      return decision;
    case 'login':
      throw redirect({ to: decision.to, search: decision.search, replace: true });
    case 'directConnect':
      throw notFound({ data: { unknownUrl: true } });
    case 'ipRefused':
      if (decision.alertOnly) {
        ctx.onIpRefusedAlert();
        throw redirect({ to: config.management.mainPath, replace: true });
      }
      ctx.onInvalidate('validate');
      throw refusal({});
    case 'invalidate':
      ctx.onInvalidate('validate', decision.menu?.mnuNm ?? undefined);
      throw refusal({ [param]: nav.href });
    case 'forbidden':
      throw new ForbiddenError(config.auth.errorStatusCode);
  }
}
