import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeOf } from '../../../schemas/api/auth.ts';
import type { ApiRoute } from '../../../schemas/api/routes.ts';

type Part<R, K extends string> = R extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;
type Envelope<S> = S extends z.ZodType ? ReturnType<typeof envelopeOf<S>> : never;

/** The Fastify schema of a table route: its inputs, and its envelope on HTTP 200 when it has an answer schema. */
export interface ApiRouteSchema<R extends ApiRoute> {
  body: Part<R, 'body'>;
  querystring: Part<R, 'query'>;
  params: Part<R, 'params'>;
  response: Part<R, 'response'> extends z.ZodType ? { 200: Envelope<Part<R, 'response'>> } : undefined;
}

/** A handler of table route `R`: typed, validated inputs; its return value must fit the answer schema. */
export type ApiRouteHandler<R extends ApiRoute> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  ApiRouteSchema<R>,
  ZodTypeProvider
>;

export interface ApiRouteOptions {
  /** Where the route is served when a setting moves it (`urlSetting`). Default: the table's `url`. */
  url?: string;
  /** Server-side route config beside what the table says (`optionalAuth`, `allowEndedSession`). */
  config?: FastifyContextConfig;
  /** Largest body accepted, in bytes. Default Fastify's (1 MiB). */
  bodyLimit?: number;
}

// One envelope schema per answer schema, however many apps are built (tests build hundreds).
const envelopes = new WeakMap<z.ZodType, z.ZodType>();
/** The envelope schema around a route's answer schema (one per answer schema). */
export function envelopeSchema(body: z.ZodType): z.ZodType {
  let schema = envelopes.get(body);
  if (!schema) {
    schema = envelopeOf(body);
    envelopes.set(body, schema);
  }
  return schema;
}

/**
 * Registers route `route` of `API_ROUTES` (schemas/api/routes.ts) on `app`, whose prefix its URL
 * must start with. Fastify validates `params`, `body` and `query` with the route's zod schemas
 * (after the auth hooks' `preValidation`, so a secured route's decrypted payload is what is
 * validated) and answers a failure 400 through the error handler; the answer on HTTP 200 is
 * serialized with the envelope of the route's `response` schema (a mismatch is a logged 500). The
 * table's `public`, `secured` and `program` become the route config the auth hooks read.
 */
export function apiRoute<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: ApiRouteHandler<R>,
  options: ApiRouteOptions = {},
): void {
  const url = options.url ?? route.url;
  const prefix = app.prefix;
  if (!url.startsWith(`${prefix}/`)) {
    throw new Error(`route ${route.method} ${url} is not under the prefix ${prefix} it is registered at`);
  }
  const schema: Record<string, unknown> = {};
  if (route.params) schema.params = route.params;
  if (route.body) schema.body = route.body;
  if (route.query) schema.querystring = route.query;
  if (route.response) schema.response = { 200: envelopeSchema(route.response) };
  const config: FastifyContextConfig = { ...options.config };
  if (route.public) config.public = true;
  if (route.secured) config.secured = true;
  if (route.program) config.program = route.program;
  // Fastify hands the validator `null` for a missing body; an optional body is an empty object.
  const preValidation = route.optionalBody
    ? async (request: FastifyRequest) => {
        if (request.body === undefined) request.body = {};
      }
    : undefined;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: url.slice(prefix.length),
    schema: schema as unknown as ApiRouteSchema<R>,
    // Per route, so a table route speaks zod on any Fastify instance (tests build their own).
    // Fastify types a route's compilers over the whole schema object; it calls them per part.
    validatorCompiler: validatorCompiler as never,
    serializerCompiler: serializerCompiler as never,
    config,
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    ...(preValidation && { preValidation }),
    handler,
  });
}
