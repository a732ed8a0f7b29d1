import { z } from 'zod';
import { MASKING_TYPES } from '../runtime/core/mask/index.ts';
import { jsonSchemaObject } from './jsonSchema.ts';
import { GUARDED_PROFILES, PROFILES } from './profiles.ts';

/** A name of an upstream (`shop`) or a part of a declared API's name (`shop.orders`). */
const NAME_PART = '[A-Za-z][A-Za-z0-9_-]*';

/**
 * A development backend `console start` and `console dev` run beside the console: started on a free
 * port of 127.0.0.1 once the console listens, stopped with it, and used instead of `url`.
 */
export const launchSchema = z
  .strictObject({
    command: z
      .string()
      .min(1)
      .describe(
        'Command line, split at spaces, run in the project root with PORT, HOST, CONSOLE_JWKS_URL, CONSOLE_ISSUER and UPSTREAM_NAME set.',
      ),
    profiles: z
      .array(z.enum(PROFILES))
      .default(['local', 'dev'])
      .refine((list) => !list.some((p) => GUARDED_PROFILES.includes(p)), {
        message: 'launch is for development: run the backend as its own service in staging and production',
      })
      .describe('Profiles in which it is launched (never staging or production). Default [local, dev].'),
  })
  .describe('A development backend started and stopped with the console (example backends, mocks).');

/** `upstreams.<name>`: one of the integrator's backends the console server forwards to. */
export const upstreamSchema = z.strictObject({
  url: z
    .url({ protocol: /^https?$/, error: 'must be an http or https URL, e.g. http://127.0.0.1:4100' })
    .describe('Base URL of the backend (http or https); a declared API path is appended to it.'),
  timeout: z
    .int()
    .min(1)
    .optional()
    .describe('Milliseconds to wait for the answer (and between its chunks). Default api.timeout.'),
  assertionHeader: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .default('Authorization')
    .describe(
      'Header that carries the identity assertion (a JWT; `Bearer <jwt>` in Authorization). Default Authorization.',
    ),
  launch: launchSchema.optional(),
});
export type UpstreamConfig = z.infer<typeof upstreamSchema>;

/** HTTP methods a declared API may use towards its backend. */
export const UPSTREAM_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Parameter names a grid sends for server-side paging. */
export const pagingParamsSchema = z
  .strictObject({
    page: z.string().min(1).default('page').describe('1-based page number parameter. Default page.'),
    size: z.string().min(1).default('size').describe('Rows-per-page parameter. Default size.'),
    sort: z
      .string()
      .min(1)
      .default('sort')
      .describe('Sort parameter: a column key, `-key` for descending. Default sort.'),
  })
  .prefault({});

/** Where a row list or a count is in an answer's `body`: a key, or a dotted path (`page.items`). */
const bodyPath = z.string().regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/, {
  message: 'must be a key of the answer body, or a dotted path such as page.items',
});

/** What a call does to personal data, as the access record says it (수행업무). */
export const PERSONAL_ACTIONS = ['READ', 'CREATE', 'UPDATE', 'DELETE'] as const;

const fieldName = z.string().regex(/^[A-Za-z_$][\w$]*$/, { message: 'must be a field name of the rows' });

/**
 * `apis.<name>.personal`: the personal data a declared API's answer carries. The server masks the
 * fields before the answer leaves it and records, for every answer, who saw whose data (the
 * `subject` of each row) and what was done.
 */
export const personalDataSchema = z
  .strictObject({
    subject: fieldName.describe(
      "The field that says whose data a row is (회원번호, 고객번호): the access record lists every subject an answer carried (of each row; of the answer body without `rows`; of the call's parameters for a write).",
    ),
    fields: z
      .record(fieldName, z.enum(MASKING_TYPES))
      .refine((f) => Object.keys(f).length > 0, { message: 'name at least one personal field' })
      .describe(
        'The personal fields of a row and the mask of each (NAME, PHONE, BIRTH, ADDRESS, EMAIL, ACC_NO, PERSONAL_NO, …): masked by the server, so the raw value never reaches the browser.',
      ),
    action: z
      .enum(PERSONAL_ACTIONS)
      .optional()
      .describe(
        'What a call does to the data (수행업무): READ 조회, CREATE 입력, UPDATE 변경, DELETE 삭제. Default: READ for GET and for an API with `rows`, DELETE for DELETE, UPDATE otherwise.',
      ),
  })
  .describe('Personal data in the answer: masked at the server and recorded in 개인정보 접속기록.');
export type PersonalData = z.infer<typeof personalDataSchema>;

/**
 * `apis.<name>`: a call of an upstream a manifest may bind like a catalogue call. The browser calls
 * it at `/api/ext/<name>`; the server authorises, then forwards to `<upstream url><path>`.
 */
export const declaredApiSchema = z.strictObject({
  upstream: z.string().min(1).describe('The upstream (a key of `upstreams`) that answers it.'),
  method: z.enum(UPSTREAM_METHODS).default('GET').describe('Method towards the backend. Default GET.'),
  path: z
    .string()
    .regex(/^\/[^?#\s]*$/, { message: 'must start with / and hold no query, fragment or space' })
    .describe('Path under the upstream URL; `{name}` segments are filled from the call parameters.'),
  rows: bodyPath.optional().describe('Where the rows are in the answer body. Default: the body is the list.'),
  total: bodyPath
    .optional()
    .describe('Where the count of all rows is in the answer body; set it for server-side paging.'),
  paging: pagingParamsSchema.describe('Parameter names of server-side paging (with `total`).'),
  fncId: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Function authority needed on the calling menu (SEARCH, SAVE, …). Default: SAVE for a method other than GET, menu authority for GET. `none` opts out (menu authority only; `console doctor` lists every opt-out).',
    ),
  program: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Menus of this program (proIdVal) may call it too, besides the menus of screens that bind it (for component screens).',
    ),
  secured: z
    .boolean()
    .default(false)
    .describe('The browser sends the parameters as one encrypted __usp parameter. Default false.'),
  localDates: z
    .boolean()
    .default(false)
    .describe(
      'Date values the browser sends (body or query) go as local time with a trailing Z (toLocalJson: 2024-01-02T03:04:05.006Z for 03:04:05.006 local), not UTC. Default false.',
    ),
  exportFncId: z
    .string()
    .min(1)
    .default('EXCEL')
    .describe('Function authority needed on the calling menu to export its rows to a file. Default EXCEL.'),
  files: z
    .array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/))
    .default([])
    .describe(
      "Parameters holding a file set id (a form's `file` field): the caller must own the set or hold SAVE on its menu, and a successful answer binds the set to the record, so the sweep keeps it. Default [].",
    ),
  download: z
    .boolean()
    .default(false)
    .describe(
      'Answers a file (a report, an attachment): its answer passes with its own type, as an attachment that no browser runs (nosniff, CSP sandbox). Default false: an answer that is not JSON is refused with 502.',
    ),
  upload: z
    .boolean()
    .default(false)
    .describe(
      'Takes an upload streamed through unread (multipart/form-data or application/octet-stream; its parameters in the query). Default false: such a body is refused with 415.',
    ),
  maxBodyBytes: z
    .number()
    .int()
    .min(1)
    .max(1024 * 1024 * 1024)
    .default(1024 * 1024)
    .describe(
      'The largest body passed through (JSON or an upload), in bytes; a larger one is refused with 413. Default 1 MiB.',
    ),
  personal: personalDataSchema.optional(),
  doc: z.string().optional().describe('One line on what it does (docs, editors).'),
  request: jsonSchemaObject
    .optional()
    .describe(
      'JSON Schema of the call parameters (an object): form, search and params names are checked against its properties. Server and CLI only.',
    ),
  response: jsonSchemaObject
    .optional()
    .describe(
      "JSON Schema of the backend's answer (the envelope, or the body alone): grid column keys are checked against its rows' properties. Server and CLI only.",
    ),
});
export type DeclaredApi = z.infer<typeof declaredApiSchema>;

/** `upstreams`: backends by name. */
export const upstreamsSchema = z
  .record(z.string().regex(new RegExp(`^${NAME_PART}$`)), upstreamSchema)
  .default({})
  .describe(
    "The integrator's backends by name, which the console server forwards declared APIs to. Server only: the browser never sees an upstream. Default {}.",
  );

/** `apis`: declared APIs by name (`shop.orders`). */
export const apisSchema = z
  .record(
    z.string().regex(new RegExp(`^${NAME_PART}(\\.${NAME_PART})+$`), {
      message: 'an API name is dotted, e.g. shop.orders',
    }),
    declaredApiSchema,
  )
  .default({})
  .describe(
    'Declared APIs by dotted name (`shop.orders`): calls of the upstreams that manifests may bind (`source: { api: shop.orders }`). More live in `apis/**/*.api.yaml` files. Default {}.',
  );

/** `{name}` segments of a declared API's path, in order. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z_$][\w$]*)\}/g)].map((m) => m[1] as string);
}
