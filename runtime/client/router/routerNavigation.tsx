import { type AnyRouter, Link } from '@tanstack/react-router';
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
    navigate: (href, options) => router.navigate({ href, ...(options?.replace ? { replace: true } : {}) }),
    search: () => router.state.location.search as Record<string, unknown>,
    Link: RouteLink,
  };
}
