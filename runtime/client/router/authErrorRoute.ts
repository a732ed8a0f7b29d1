import { createRoute } from '@tanstack/react-router';
import type { ScreenMeta } from '../../core/screen/index.ts';
import { AuthErrorPage } from '../ui/shell/AuthErrorPage.tsx';
import { rootRoute } from './rootRoute.tsx';
import type { ScreenRoute } from './screenRoute.ts';

/**
 * The built-in route at `auth.errorUrl`, generated when no screen has that path (a screen there
 * replaces it): the 401 page of the `error` process types.
 */
export function authErrorRoute<const TPath extends string>(
  path: TPath,
  screen: ScreenMeta,
): ScreenRoute<TPath> {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { screen },
    component: AuthErrorPage,
  }) as unknown as ScreenRoute<TPath>;
}
