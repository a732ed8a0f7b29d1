import { createRoute, lazyRouteComponent, notFound, type Route } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { ScreenMeta } from '../../core/screen/index.ts';
import { checkScreenSearch } from '../../core/screen/index.ts';
import { createTaskQueue } from '../../core/transport/index.ts';
import { asChunkLoadError } from '../navigation/index.ts';
import { rootRoute } from './rootRoute.tsx';

/** Screen chunks loading at once: links preloading on intent wait their turn, so they never crowd out the page's own requests. */
export const ROUTE_CHUNK_CONCURRENCY = 4;

/** The page's route-chunk loads, preloads and navigations alike, at most four at a time. */
export const routeChunkQueue = createTaskQueue({ concurrency: ROUTE_CHUNK_CONCURRENCY, delayMs: 0 });

/** The type of a generated screen route: a child of the root with no parameters. */
export type ScreenRoute<TPath extends string> = Route<unknown, typeof rootRoute, TPath, TPath, string, TPath>;

/**
 * Every generated route's type, one instantiation for all: the paths typed links accept come from
 * the generated `FileRouteTypes` (its keys), not from one route type per screen, which made `tsc`
 * take 7.4 s of checking at 1,000 screens (3.1 s this way; 9.6 s at 10,000).
 */
export type AnyScreenRoute = ScreenRoute<string>;

/**
 * One screen's route, lazily loading its component. Generated code calls this instead of
 * `createRoute({...})`: one non-generic call per route keeps `tsc` fast at thousands of screens,
 * where inferring each options object is what costs.
 */
export function screenRoute(
  path: string,
  screen: ScreenMeta,
  load: () => Promise<{ default: ComponentType }>,
): AnyScreenRoute {
  // The cast only restates what createRoute infers for a parameterless child of the root.
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { screen },
    // Declared search parameters (spec section 8): a URL that fails them is the validation 404.
    ...(screen.search && {
      beforeLoad: ({ search }: { search: Record<string, unknown> }) => {
        if (!checkScreenSearch(screen.search!, search).ok) throw notFound({ data: { invalidSearch: true } });
      },
    }),
    component: lazyRouteComponent(() =>
      routeChunkQueue.run(load).catch((error: unknown) => {
        throw asChunkLoadError(error);
      }),
    ),
  }) as unknown as AnyScreenRoute;
}
