import { API_CATALOGUE, type ApiName } from '../../../../schemas/api/catalogue.ts';
import type { ClientConfig } from '../../../../schemas/index.ts';
import { countAtPath, rowsAtPath } from '../../../core/transport/index.ts';
import { declaredApiUrl } from '../../../core/url/index.ts';

/** What the runtime knows when it fills a call: the user, the system code, the declared APIs. */
export interface CallContext {
  userId: string | null;
  systemCode: string;
  /** `apis` of the config's client projection. */
  apis: ClientConfig['apis'];
}

/** How to call a name a manifest binds: a catalogue call or a declared API (`/api/ext/<name>`). */
export interface ResolvedApi {
  url: string;
  method: 'GET' | 'POST';
  secured: boolean;
  /** Where the rows are in the answer's body (a key or dotted path); absent: the body is the list. */
  rows?: string | undefined;
  /** Where the count of all rows is (declared APIs with server-side paging). */
  total?: string | undefined;
  /** Parameter names of server-side paging (with `total`). */
  paging?: { page: string; size: string; sort: string } | undefined;
  /** Where the whole search is written to a file (a paged declared API, an exportable route). */
  exportUrl?: string | undefined;
  /** A declared API's personal data (the server masks it; downloads and 원문 보기 need a reason). */
  personal?: { subject: string } | undefined;
  /** Where one record's personal data is asked in the clear (a declared API with `personal`). */
  unmaskUrl?: string | undefined;
  /** Its export carries personal data: a reason is asked first (a declared API with `personal` too). */
  exportReason?: boolean | undefined;
  fill?: { usrId?: true; sysCd?: true } | undefined;
  /** Read only by a user who may open a menu of this program (a catalogue route's `readableWith`). */
  readableWith?: string | undefined;
}

/** What `api.call` is given for a call. */
export interface ApiCallRequest {
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, unknown>;
  secured?: boolean;
}

/** Parameter names of the management API's paged routes (those with `total`). */
const CATALOGUE_PAGING = { page: 'page', size: 'size', sort: 'sort' } as const;

/** The catalogue entry or declared API named `name`, or undefined for an unknown name. */
export function resolveApi(name: string, apis: ClientConfig['apis']): ResolvedApi | undefined {
  if (Object.hasOwn(API_CATALOGUE, name)) {
    const entry = API_CATALOGUE[name as ApiName];
    return {
      url: entry.url,
      method: entry.method,
      secured: entry.secured ?? false,
      rows: entry.rows,
      total: entry.total,
      paging: entry.total === undefined ? undefined : CATALOGUE_PAGING,
      exportUrl: entry.exportable ? `${entry.url}/export` : undefined,
      exportReason: entry.exportReason ?? false,
      fill: entry.fill,
      readableWith: entry.readableWith,
    };
  }
  const declared = Object.hasOwn(apis, name) ? apis[name] : undefined;
  if (!declared) return undefined;
  return {
    url: declaredApiUrl(name),
    // The browser reads with GET and sends everything else as POST; the server uses the declared method.
    method: declared.method === 'GET' ? 'GET' : 'POST',
    secured: declared.secured ?? false,
    rows: declared.rows,
    total: declared.total,
    paging: declared.total === undefined ? undefined : declared.paging,
    // Personal data is always exported by the server (masked, with a reason, recorded).
    exportUrl:
      declared.total === undefined && !declared.personal ? undefined : `${declaredApiUrl(name)}/export`,
    personal: declared.personal && { subject: declared.personal.subject },
    exportReason: declared.personal !== undefined,
    unmaskUrl: declared.personal ? `${declaredApiUrl(name)}/unmask` : undefined,
  };
}

/** The request `api.call` sends for `name` with `params` (undefined for an unknown name). */
export function apiRequest(
  name: string,
  params: Record<string, unknown>,
  ctx: CallContext,
): ApiCallRequest | undefined {
  const entry = resolveApi(name, ctx.apis);
  if (!entry) return undefined;
  const values: Record<string, unknown> = { ...params };
  if (entry.fill?.usrId && values.usrId === undefined && ctx.userId) values.usrId = ctx.userId;
  if (entry.fill?.sysCd && values.sysCd === undefined) values.sysCd = ctx.systemCode;
  // A path parameter (`/api/system/menu/:id`) takes the parameter of that name, which leaves the rest.
  const url = entry.url.replace(/\/:([A-Za-z_]\w*)/g, (_, key: string) => {
    const value = values[key];
    delete values[key];
    return `/${encodeURIComponent(value === undefined || value === null ? '' : String(value))}`;
  });
  const req: ApiCallRequest = { url, method: entry.method };
  if (entry.method === 'GET') req.query = values;
  else req.body = values;
  if (entry.secured) req.secured = true;
  return req;
}

/** The rows in an answer body (its `rows` path, or the body itself); objects only. */
export function rowsOf(
  entry: Pick<ResolvedApi, 'rows'> | undefined,
  body: unknown,
): Record<string, unknown>[] {
  return rowsAtPath(body, entry?.rows);
}

/** The count of all rows in an answer body (its `total` path), when it is a whole number ≥ 0. */
export function totalOf(entry: Pick<ResolvedApi, 'total'> | undefined, body: unknown): number | undefined {
  return entry?.total ? countAtPath(body, entry.total) : undefined;
}
