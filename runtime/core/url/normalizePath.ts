/** Path without a trailing slash (`/` stays `/`): the guard and the menu routes ignore trailing slashes. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}
