import { isSafeNavigationUrl } from '../../core/guard/index.ts';

/**
 * A menu URL from the database (the tree, favourites, a tab, the default menu) when the browser
 * may go there: relative, or an external origin allowed; never `javascript:`, `data:` or
 * `vbscript:` (spec section 8). Undefined otherwise: such a menu is shown, but not as a link.
 */
export function menuHref(url: string | null | undefined): string | undefined {
  return typeof url === 'string' && url !== '' && isSafeNavigationUrl(url) ? url : undefined;
}

/**
 * Opens a menu URL the user chose: through `navigate` when `menuHref` allows it, else the
 * Korean refusal (`menu.refusedUrl`) through `refuse` and no navigation. Resolves true when it navigated.
 */
export async function openMenuUrl(
  url: string,
  deps: { navigate: (href: string) => unknown; refuse: () => Promise<void> },
): Promise<boolean> {
  const href = menuHref(url);
  if (href === undefined) {
    await deps.refuse();
    return false;
  }
  await deps.navigate(href);
  return true;
}
