import { createRoute } from '@tanstack/react-router';
import type { ScreenMeta } from '../../core/screen/index.ts';
import { AuthErrorPage } from '../ui/shell/AuthErrorPage.tsx';
import { rootRoute } from './rootRoute.tsx';
import type { AnyScreenRoute } from './screenRoute.ts';

/**
 * The built-in route at `auth.errorUrl`, generated when no screen has that path (a screen there
 * replaces it): the 401 page of the `error` process types.
 */
export function authErrorRoute(path: string, screen: ScreenMeta): AnyScreenRoute {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { screen },
    component: AuthErrorPage,
  }) as unknown as AnyScreenRoute;
}
