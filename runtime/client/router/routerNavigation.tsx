import { type AnyRouter, Link } from '@tanstack/react-router';
import { isSafeNavigationUrl } from '../../core/guard/index.ts';
import type { Navigation, NavLinkProps } from '../navigation/index.ts';
import { parseSearch } from './searchParams.ts';

/** A router link to a console route given as a (percent-encoded) manifest path, with an optional query. */
function RouteLink({ to, className, children }: NavLinkProps) {
  const [path = '/', query] = to.split('?');
  const search = query ? parseSearch(query) : undefined;
  return (
    <Link to={decodeURIComponent(path) as '/'} search={search as never} className={className}>
      {children}
    </Link>
  );
}

/** The app's navigation: client-side through `router`. */
export function routerNavigation(router: AnyRouter): Navigation {
  return {
    // The last line against a script URL computed at run time (screens refuse it with a message first).
    navigate: (href, options) =>
      isSafeNavigationUrl(href)
        ? router.navigate({ href, ...(options?.replace ? { replace: true } : {}) })
        : Promise.resolve(),
    search: () => router.state.location.search as Record<string, unknown>,
    Link: RouteLink,
  };
}
