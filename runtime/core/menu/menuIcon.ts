/**
 * The icon names a menu's `iconSrc` may give (lucide's, kebab-case): a curated set, so the console
 * ships only these. Anything else in `iconSrc` must be an image path the console serves (its
 * Content-Security-Policy loads images from its own origin only).
 */
export const MENU_ICON_NAMES = [
  'house',
  'layout-dashboard',
  'briefcase',
  'settings',
  'globe',
  'book-open',
  'users',
  'user',
  'user-cog',
  'user-search',
  'coins',
  'megaphone',
  'store',
  'ticket',
  'shield',
  'list-tree',
  'list',
  'circle-check',
  'lock',
  'sliders-horizontal',
  'log-in',
  'history',
  'arrow-left-right',
  'eye',
  'key-round',
  'clipboard-check',
  'file-text',
  'bell',
  'chart-bar',
  'calendar',
  'mail',
  'credit-card',
  'package',
  'shopping-cart',
  'building-2',
] as const;

export type MenuIconName = (typeof MENU_ICON_NAMES)[number];

/** What a menu's `iconSrc` draws: one of MENU_ICON_NAMES, an image, or nothing (blank or unusable). */
export type MenuIcon = { kind: 'name'; name: MenuIconName } | { kind: 'image'; src: string };

const IMAGE = /^\/(?!\/)[^\s"'<>\\]*$/;

/**
 * The icon of `iconSrc`: a name of MENU_ICON_NAMES, or an image path (`/images/x.svg`, served by the
 * console); `undefined` for anything else (no other origin, no `javascript:`, no `//host`, no spaces).
 */
export function menuIconOf(iconSrc: string | null | undefined): MenuIcon | undefined {
  const value = iconSrc?.trim();
  if (!value) return undefined;
  if ((MENU_ICON_NAMES as readonly string[]).includes(value))
    return { kind: 'name', name: value as MenuIconName };
  return IMAGE.test(value) ? { kind: 'image', src: value } : undefined;
}
