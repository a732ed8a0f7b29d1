import type { FunctionComponent, ReactNode } from 'react';

/** Props of a link to an in-console URL (a manifest path, percent-encoded, with an optional query). */
export interface NavLinkProps {
  to: string;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * How a screen moves between console pages. Screens never import the router: the app provides a
 * router-backed navigation, the light login page (no router) a document one, so a screen's code
 * loads on either page.
 */
export interface Navigation {
  /** Goes to an in-console URL (path with an optional query). */
  navigate(href: string, options?: { replace?: boolean }): Promise<void> | void;
  /** The current page's query parameters. */
  search(): Record<string, unknown>;
  /** A link to an in-console URL. */
  Link: FunctionComponent<NavLinkProps>;
}
