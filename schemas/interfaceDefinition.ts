import { z } from 'zod';

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
});

export type InterfaceDefinition = z.infer<typeof interfaceDefinitionSchema>;
