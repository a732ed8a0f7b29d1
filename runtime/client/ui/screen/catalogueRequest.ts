import { API_CATALOGUE, type ApiName, type CatalogueEntry } from '../../../../schemas/api/catalogue.ts';

/** What the runtime knows when it fills a catalogue call: the user and the system code. */
export interface CallContext {
  userId: string | null;
  systemCode: string;
}

/** What `api.call` is given for a catalogue call. */
export interface CatalogueRequest {
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, unknown>;
  secured?: boolean;
}

/** The request `api.call` sends for catalogue call `name` with `params` (undefined for an unknown name). */
export function catalogueRequest(
  name: string,
  params: Record<string, unknown>,
  ctx: CallContext,
): CatalogueRequest | undefined {
  if (!Object.hasOwn(API_CATALOGUE, name)) return undefined;
  const entry: CatalogueEntry = API_CATALOGUE[name as ApiName];
  const values: Record<string, unknown> = { ...params };
  if (entry.fill?.usrId && values.usrId === undefined && ctx.userId) values.usrId = ctx.userId;
  if (entry.fill?.sysCd && values.sysCd === undefined) values.sysCd = ctx.systemCode;
  const req: CatalogueRequest = { url: entry.url, method: entry.method };
  if (entry.method === 'GET') req.query = values;
  else req.body = values;
  if (entry.secured) req.secured = true;
  return req;
}

/** The rows in a catalogue call's answer body (its `rows` key, or the body itself). */
export function rowsOf(name: string, body: unknown): Record<string, unknown>[] {
  const entry: CatalogueEntry | undefined = Object.hasOwn(API_CATALOGUE, name)
    ? API_CATALOGUE[name as ApiName]
    : undefined;
  const list =
    entry?.rows && body && typeof body === 'object' ? (body as Record<string, unknown>)[entry.rows] : body;
  return Array.isArray(list)
    ? list.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object')
    : [];
}
