import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A link to a console route given as a (percent-encoded) manifest path, with an optional query. */
export function RouteLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const [path = '/', query] = to.split('?');
  const search = query ? Object.fromEntries(new URLSearchParams(query)) : undefined;
  return (
    <Link to={decodeURIComponent(path) as '/'} search={search as never} className={className}>
      {children}
    </Link>
  );
}
