import { z } from 'zod';
import { jsonSchemaObject } from './jsonSchema.ts';

/** Interface definition of spec section 3; held client-side keyed by id plus version. */
export const interfaceDefinitionSchema = z.strictObject({
  id: z.string().min(1).describe('Interface id.'),
  version: z.string().min(1).default('1.0').describe("Version. Default '1.0'."),
  name: z.string().optional().describe('Display name.'),
  type: z
    .enum(['MOBILE_BRIDGE', 'HTTP'])
    .default('MOBILE_BRIDGE')
    .describe('Kind of interface: a call of the hybrid app bridge or an HTTP call. Default MOBILE_BRIDGE.'),
  logType: z
    .enum(['ALL', 'REQUEST', 'RESPONSE', 'NONE'])
    .default('ALL')
    .describe('Which halves of a call the interface log records (interfaces.apiLogging). Default ALL.'),
  direction: z
    .enum(['INBOUND', 'OUTBOUND'])
    .default('OUTBOUND')
    .describe(
      'OUTBOUND: the web calls the app (bridge.call); INBOUND: the app calls the web (bridge.listen). Default OUTBOUND.',
    ),
  systemCode: z.string().optional().describe('System code of the interface (spec section 3). Default none.'),
  rmk: z.string().optional().describe('Remark.'),
  limitByIpAddress: z
    .boolean()
    .default(false)
    .describe('INBOUND: refuse (0401) a user whose address is not in allowedIpAddresses. Default false.'),
  allowedIpAddresses: z
    .array(z.string())
    .default([])
    .describe('Addresses limitByIpAddress lets through. Default [].'),
  url: z.string().optional().describe('URL of an HTTP interface. Default none.'),
  httpMethod: z
    .enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
    .optional()
    .describe('Method of an HTTP interface. Default none.'),
  allowedAuthenticated: z
    .boolean()
    .default(false)
    .describe('INBOUND: only while a user is logged in (0401 otherwise). Default false.'),
  limitByChannel: z
    .boolean()
    .default(false)
    .describe(
      'INBOUND: only through the channels of allowedChannels and channel (ios, android). Default false.',
    ),
  channel: z
    .string()
    .optional()
    .describe('A channel limitByChannel lets through (ios or android). Default none.'),
  allowedChannels: z
    .array(z.string())
    .default([])
    .describe('Channels limitByChannel lets through (ios, android). Default [].'),
  keys: z
    .array(z.string())
    .default([])
    .describe('Keys of the interface (spec section 3), kept as given. Default [].'),
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
