import { isSafeNavigationUrl } from '../../core/guard/index.ts';
import type { Navigation, NavLinkProps } from './navigation.ts';

function DocumentLink({ to, className, children }: NavLinkProps) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

/** Navigation by page loads: what the light login page uses (it has no router). */
export const documentNavigation: Navigation = {
  navigate(href, options) {
    // Never a script URL, whatever computed it (the login page's next path is checked before too).
    if (!isSafeNavigationUrl(href)) return;
    if (options?.replace) window.location.replace(href);
    else window.location.assign(href);
  },
  search: () => Object.fromEntries(new URLSearchParams(window.location.search)),
  Link: DocumentLink,
};
