import type { SearchSpec } from './checkScreenSearch.ts';

/** Page metadata of one screen, generated from its manifest and read by the guard and layouts. */
export interface ScreenMeta {
  /** Route path as a URL (percent-encoded). */
  path: string;
  /** Korean title. */
  title: string;
  layout: 'default' | 'main' | 'side' | 'none';
  /** Route name (e.g. `customer`), when the manifest gives one. */
  name?: string;
  /** `true` login required, `exists` a user must exist, `false` public. */
  auth: boolean | 'exists';
  /** Roles of which the user must hold one; empty for none. */
  roles: readonly string[];
  /** Explicit menu binding; otherwise the guard matches the path to a menu URL. */
  menuId?: string;
  /** Declared search parameters: a URL whose search fails them is a 404 (`Page Not Found: {path}`). */
  search?: SearchSpec;
}
