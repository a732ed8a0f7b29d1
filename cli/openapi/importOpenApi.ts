import type { DeclaredApi } from '../../schemas/index.ts';
import { answerBodySchema, objectKeys, propertySchema } from '../compile/index.ts';
import { inlineRefs, isObject, type Json, type JsonObject } from './readOpenApi.ts';

/** A declaration as `console api import` writes it: the keys an integrator would write. */
export type ImportedApi = Pick<DeclaredApi, 'upstream' | 'method' | 'path'> &
  Partial<Pick<DeclaredApi, 'doc' | 'rows' | 'total' | 'request' | 'response'>> & {
    paging?: Partial<DeclaredApi['paging']>;
  };

export interface ImportResult {
  /** Declarations by name, sorted by name. */
  apis: Record<string, ImportedApi>;
  /** What was left out or guessed, one line each (operations skipped, references kept). */
  warnings: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const SKIPPED_METHODS = ['head', 'options', 'trace'];

/** Names of an integer count beside the rows in an answer body. */
const COUNT = /^(total|totalCount|totalCnt|totCnt|count|cnt|totalElements|totalRows|totalItems|totalSize)$/i;
/** Names backends give the paging parameters, in order of preference. */
const PAGE = ['page', 'pageNo', 'pageNum', 'pageNumber', 'pageIndex'];
const SIZE = ['size', 'pageSize', 'perPage', 'limit', 'rowsPerPage'];
const SORT = ['sort', 'sortBy', 'orderBy'];

/** One part of an API name: a letter, then letters, digits, `_` and `-`. */
function namePart(raw: string): string {
  const cleaned = raw.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^[^A-Za-z]+/, '');
  return cleaned || 'op';
}

/** `GET /orders/{orderNo}` → `getOrdersByOrderNo`: the name of an operation without operationId. */
function nameFromRoute(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      const param = /^\{(.+)\}$/.exec(seg);
      const word = (param ? param[1]! : seg).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) =>
        (c ?? '').toUpperCase(),
      );
      const cap = word.charAt(0).toUpperCase() + word.slice(1);
      return param ? `By${cap}` : cap;
    });
  return `${method}${words.join('')}`;
}

/** The declared API's name: `<prefix>.<operationId>`, each dotted part made a valid name part. */
function apiName(prefix: string, operationId: unknown, method: string, path: string): string {
  const local =
    typeof operationId === 'string' && operationId.trim() ? operationId : nameFromRoute(method, path);
  return [...prefix.split('.'), ...local.split('.')].map(namePart).join('.');
}

/** The JSON schema of a content map (`application/json`, else another JSON media type). */
function jsonSchemaOf(content: Json | undefined): Json | undefined {
  if (!isObject(content)) return undefined;
  const type =
    'application/json' in content
      ? 'application/json'
      : Object.keys(content).find((t) => /^application\/([\w.-]+\+)?json\b/.test(t));
  const media = type === undefined ? undefined : content[type];
  return isObject(media) ? media.schema : undefined;
}

/** Parameters of an operation, its path item's first (an operation's own one wins by name and place). */
function parametersOf(pathItem: JsonObject, operation: JsonObject, deref: (v: Json) => Json): JsonObject[] {
  const all = [pathItem.parameters, operation.parameters]
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .map(deref)
    .filter(isObject);
  const byKey = new Map<string, JsonObject>();
  for (const p of all) byKey.set(`${String(p.in)} ${String(p.name)}`, p);
  return [...byKey.values()];
}

/** The query parameters as one object schema (what a GET or DELETE call sends). */
function querySchema(parameters: readonly JsonObject[]): JsonObject | undefined {
  const query = parameters.filter((p) => p.in === 'query' && typeof p.name === 'string');
  if (!query.length) return undefined;
  const properties: JsonObject = {};
  for (const p of query) {
    const schema = isObject(p.schema) ? p.schema : {};
    properties[p.name as string] =
      typeof p.description === 'string' ? { ...schema, description: p.description } : schema;
  }
  const required = query.filter((p) => p.required === true).map((p) => p.name as string);
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** The schema of the success answer: 200, else 201, else the first other 2XX. */
function responseSchema(responses: Json | undefined, deref: (v: Json) => Json): Json | undefined {
  if (!isObject(responses)) return undefined;
  const status = [
    '200',
    '201',
    ...Object.keys(responses)
      .filter((s) => /^2(\d\d|XX)$/.test(s))
      .sort(),
  ].find((s) => s in responses);
  const response = status === undefined ? undefined : deref(responses[status] as Json);
  return isObject(response) ? jsonSchemaOf(response.content) : undefined;
}

const isType = (schema: unknown, type: string) =>
  isObject(schema) && (schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type)));

/**
 * Where the rows and the count are in the answer body: a body that holds one array property and
 * an integer count (`total`, `totalCount`, `count`, …) gives both; a body whose only property is an
 * array gives the rows.
 */
function rowsAndTotal(response: Json | undefined): Pick<ImportedApi, 'rows' | 'total'> {
  const body = answerBodySchema(response);
  const keys = objectKeys(body) ?? [];
  const arrays = keys.filter((k) => isType(propertySchema(body, k), 'array'));
  if (arrays.length !== 1) return {};
  const rows = arrays[0]!;
  const counts = keys.filter((k) => COUNT.test(k) && isType(propertySchema(body, k), 'integer'));
  if (counts.length === 1) return { rows, total: counts[0]! };
  return keys.length === 1 ? { rows } : {};
}

/** The paging parameter names of a paged API's request, when they are not the defaults. */
function pagingOf(request: Json | undefined): ImportedApi['paging'] {
  const keys = objectKeys(request) ?? [];
  const found = (names: string[]) => names.find((n) => keys.includes(n));
  const paging: NonNullable<ImportedApi['paging']> = {};
  const page = found(PAGE);
  const size = found(SIZE);
  const sort = found(SORT);
  if (page && page !== 'page') paging.page = page;
  if (size && size !== 'size') paging.size = size;
  if (sort && sort !== 'sort') paging.sort = sort;
  return Object.keys(paging).length ? paging : undefined;
}

/**
 * The declared APIs of an OpenAPI 3 document (see readOpenApi): one per operation, named
 * `<prefix>.<operationId>` (sanitised; from the method and path without one), with its summary,
 * the schema of what a call sends (the JSON request body, or the query parameters of a call
 * without one) and of the success answer, local `$ref`s inlined. Deterministic: the same
 * document gives the same declarations in the same order.
 */
export function importOpenApi(
  doc: JsonObject,
  o: { upstream: string; prefix?: string | undefined },
): ImportResult {
  // A set: a reference kept is reported once, however many operations use it.
  const warnings = new Set<string>();
  const deref = (v: Json) => inlineRefs(doc, v, (w) => warnings.add(w));
  const found: [string, ImportedApi, string][] = [];
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const path of Object.keys(paths).sort()) {
    const item = deref(paths[path] as Json);
    if (!isObject(item)) continue;
    for (const method of SKIPPED_METHODS)
      if (isObject(item[method]))
        warnings.add(
          `skipped ${method.toUpperCase()} ${path}: a declared API uses GET, POST, PUT, PATCH or DELETE`,
        );
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const route = `${method.toUpperCase()} ${path}`;
      if (!/^\/[^?#\s]*$/.test(path)) {
        warnings.add(
          `skipped ${route}: a declared API's path starts with / and holds no query, fragment or space`,
        );
        continue;
      }
      const body = isObject(operation.requestBody) ? deref(operation.requestBody) : undefined;
      const bodySchema = isObject(body) ? jsonSchemaOf(body.content) : undefined;
      if (isObject(body) && bodySchema === undefined)
        warnings.add(`${route}: its request body is not JSON; the declaration has no request schema`);
      const request =
        bodySchema ??
        (method === 'get' || method === 'delete'
          ? querySchema(parametersOf(item, operation, deref))
          : undefined);
      const response = responseSchema(operation.responses, deref);
      const summary = typeof operation.summary === 'string' ? operation.summary : operation.description;
      const { rows, total } = rowsAndTotal(response);
      const paging = total === undefined ? undefined : pagingOf(request);
      const api: ImportedApi = {
        upstream: o.upstream,
        method: method.toUpperCase() as ImportedApi['method'],
        path,
        ...(typeof summary === 'string' && summary.trim()
          ? { doc: summary.trim().split('\n')[0]!.trim() }
          : {}),
        ...(rows === undefined ? {} : { rows }),
        ...(total === undefined ? {} : { total }),
        ...(paging === undefined ? {} : { paging }),
        ...(isObject(request) ? { request } : {}),
        ...(isObject(response) ? { response } : {}),
      };
      found.push([apiName(o.prefix ?? o.upstream, operation.operationId, method, path), api, route]);
    }
  }
  const apis: Record<string, ImportedApi> = {};
  const taken = new Map<string, string>();
  for (const [name, api, route] of found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    let unique = name;
    for (let i = 2; unique in apis; i++) unique = `${name}_${i}`;
    if (unique !== name) warnings.add(`${route} is named ${unique}: ${taken.get(name)} is ${name}`);
    taken.set(unique, route);
    apis[unique] = api;
  }
  return {
    apis: Object.fromEntries(Object.entries(apis).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    warnings: [...warnings],
  };
}
