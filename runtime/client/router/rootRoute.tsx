import { createRootRoute, redirect } from '@tanstack/react-router';
import { decideAuthRedirect } from '../../core/guard/decideAuthRedirect.ts';
import type { ScreenMeta } from '../../core/screen/screenMeta.ts';
import { config } from '../generated/config.gen.ts';
import { session } from '../session/sessionStore.ts';
import { NotFoundScreen } from '../ui/shell/NotFoundScreen.tsx';
import { RootLayout } from '../ui/shell/RootLayout.tsx';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Page metadata generated from the screen's manifest. */
    screen?: ScreenMeta;
  }
}

/** The root route: shell, layouts and the route guard around every generated screen route. */
export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  beforeLoad: ({ matches, location }) => {
    const meta = matches[matches.length - 1]?.staticData?.screen;
    const param = config.auth.redirectReturnPageParamName;
    const decision = config.auth.enabled
      ? decideAuthRedirect({
          meta,
          authenticated: session.authenticated,
          href: location.href,
          pathname: location.pathname,
          loginPath: config.auth.loginPath,
          returnParamName: param,
          hasReturnParam: param in (location.search as Record<string, unknown>),
        })
      : undefined;
    if (decision) throw redirect({ to: decision.to, search: decision.search, replace: true });
  },
});
