import { isSafeNavigationUrl } from '../../core/guard/index.ts';
import { ROOT_BASE_PATH, withBasePath } from '../../core/url/index.ts';
import type { Navigation, NavLinkProps } from './navigation.ts';

/**
 * Navigation by page loads: what the light login page uses (it has no router). In-console URLs
 * are app paths, loaded under `basePath` (`app.basePath`, default `/`).
 */
export function createDocumentNavigation(basePath: string = ROOT_BASE_PATH): Navigation {
  function DocumentLink({ to, className, children }: NavLinkProps) {
    return (
      <a href={withBasePath(basePath, to)} className={className}>
        {children}
      </a>
    );
  }
  return {
    navigate(href, options) {
      // Never a script URL, whatever computed it (the login page's next path is checked before too).
      if (!isSafeNavigationUrl(href)) return;
      const url = withBasePath(basePath, href);
      if (options?.replace) window.location.replace(url);
      else window.location.assign(url);
    },
    search: () => Object.fromEntries(new URLSearchParams(window.location.search)),
    Link: DocumentLink,
  };
}

/** Page loads at the host's root (a page whose runtime sets no base path). */
export const documentNavigation: Navigation = createDocumentNavigation();
