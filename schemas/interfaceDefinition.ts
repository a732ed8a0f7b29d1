import { z } from 'zod';
import { jsonSchemaObject } from './jsonSchema.ts';

/** Interface definition of spec section 3; held client-side keyed by id plus version. */
export const interfaceDefinitionSchema = z.strictObject({
  id: z.string().min(1).describe('Interface id.'),
  version: z.string().min(1).default('1.0').describe("Version. Default '1.0'."),
  name: z.string().optional().describe('Display name.'),
  type: z.enum(['MOBILE_BRIDGE', 'HTTP']).default('MOBILE_BRIDGE').describe('Default MOBILE_BRIDGE.'),
  logType: z.enum(['ALL', 'REQUEST', 'RESPONSE', 'NONE']).default('ALL').describe('Default ALL.'),
  direction: z.enum(['INBOUND', 'OUTBOUND']).default('OUTBOUND').describe('Default OUTBOUND.'),
  systemCode: z.string().optional(),
  rmk: z.string().optional().describe('Remark.'),
  limitByIpAddress: z.boolean().default(false),
  allowedIpAddresses: z.array(z.string()).default([]),
  url: z.string().optional(),
  httpMethod: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
  allowedAuthenticated: z.boolean().default(false),
  limitByChannel: z.boolean().default(false),
  channel: z.string().optional(),
  allowedChannels: z.array(z.string()).default([]),
  keys: z.array(z.string()).default([]),
  request: jsonSchemaObject
    .optional()
    .describe(
      'JSON Schema of the data: what `bridge.call` sends (OUTBOUND) or the listener receives (INBOUND). Types `npx console bridge types` writes; CLI only.',
    ),
  response: jsonSchemaObject
    .optional()
    .describe(
      "JSON Schema of the answer's data: what the app answers (OUTBOUND) or the listener returns (INBOUND). CLI only.",
    ),
});

export type InterfaceDefinition = z.infer<typeof interfaceDefinitionSchema>;

/**
 * A definition as the browser holds it (the client config, the initial-data answer, `ustra:interface`):
 * without its `request`/`response` schemas, which are compile-time only (the generated bridge types).
 * Other keys are dropped, not refused: the client config is a projection of the config.
 */
export const clientInterfaceDefinitionSchema = z.object(
  interfaceDefinitionSchema.omit({ request: true, response: true }).shape,
);
export type ClientInterfaceDefinition = z.infer<typeof clientInterfaceDefinitionSchema>;

/** A definition without its compile-time schemas (what the server answers and the bundle carries). */
export function withoutSchemas(def: InterfaceDefinition): ClientInterfaceDefinition {
  const { request: _request, response: _response, ...rest } = def;
  return rest;
}
