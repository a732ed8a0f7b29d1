import { API_ENDPOINTS, type ApiEndpoint } from './endpoints.ts';

/**
 * The calls of spec section 7 a screen manifest may bind by name (`source: { api: menu.list }`,
 * `submit: { api: auth.editPassword }`): the routes of `API_ENDPOINTS` marked `manifest`, in the
 * table's order. The CLI refuses any other name (CON310).
 */
export interface CatalogueEntry {
  method: ApiEndpoint['method'];
  url: string;
  /** Sent as one encrypted `__usp` parameter (spec section 7). */
  secured?: boolean;
  /** Where the rows are in the answer's `body`: a key, or absent when `body` is the list itself. */
  rows?: string;
  /** Where the count of every match is in the answer's `body` (the route pages on the server). */
  total?: string;
  /** `<url>/export` writes the whole search to a file. */
  exportable?: true;
  /** The file carries personal data: the screen asks a reason first. */
  exportReason?: true;
  /** Parameters the runtime fills when the manifest does not: the user's id, the system code. */
  fill?: { usrId?: true; sysCd?: true };
  /** Read only by a user who may open a menu of this program (the server refuses anyone else). */
  readableWith?: string;
  /** One line for the docs and the JSON Schema. */
  doc: string;
}

type Routes = typeof API_ENDPOINTS;
/** Names a manifest may bind: the table's routes with `manifest`. */
export type ApiName = {
  [N in keyof Routes]: Routes[N] extends { manifest: object } ? N : never;
}[keyof Routes];

function catalogueOf(routes: Readonly<Record<string, ApiEndpoint>>): Record<ApiName, CatalogueEntry> {
  const entries: [string, CatalogueEntry][] = [];
  for (const [name, route] of Object.entries(routes)) {
    if (!route.manifest) continue;
    entries.push([
      name,
      {
        method: route.method,
        url: route.url,
        ...(route.secured && { secured: true }),
        ...(route.manifest.rows !== undefined && { rows: route.manifest.rows }),
        ...(route.manifest.total !== undefined && { total: route.manifest.total }),
        ...(route.manifest.exportable && { exportable: true as const }),
        ...(route.manifest.exportReason && { exportReason: true as const }),
        ...(route.manifest.fill && { fill: { ...route.manifest.fill } }),
        ...(route.manifest.readableWith !== undefined && { readableWith: route.manifest.readableWith }),
        doc: route.doc,
      },
    ]);
  }
  return Object.fromEntries(entries) as Record<ApiName, CatalogueEntry>;
}

export const API_CATALOGUE: Readonly<Record<ApiName, CatalogueEntry>> = catalogueOf(API_ENDPOINTS);
export const API_NAMES = Object.keys(API_CATALOGUE) as ApiName[];
