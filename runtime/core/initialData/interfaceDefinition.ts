/**
 * An interface definition of spec section 3 with its defaults applied, as the runtime holds it
 * (keyed by id and version). `schemas/interfaceDefinition.ts` validates the same shape; a type test
 * keeps the two equal.
 */
export interface InterfaceDefinition {
  id: string;
  version: string;
  name?: string | undefined;
  type: 'MOBILE_BRIDGE' | 'HTTP';
  logType: 'ALL' | 'REQUEST' | 'RESPONSE' | 'NONE';
  direction: 'INBOUND' | 'OUTBOUND';
  systemCode?: string | undefined;
  rmk?: string | undefined;
  limitByIpAddress: boolean;
  allowedIpAddresses: string[];
  url?: string | undefined;
  httpMethod?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | undefined;
  allowedAuthenticated: boolean;
  limitByChannel: boolean;
  channel?: string | undefined;
  allowedChannels: string[];
  keys: string[];
}
