import type { InterfaceDefinition } from './interfaceDefinition.ts';
import { DEFAULT_INTERFACE_VERSION } from './processInitialData.ts';

const TYPES = ['MOBILE_BRIDGE', 'HTTP'] as const;
const LOG_TYPES = ['ALL', 'REQUEST', 'RESPONSE', 'NONE'] as const;
const DIRECTIONS = ['INBOUND', 'OUTBOUND'] as const;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const flag = (v: unknown): boolean => v === true;
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s) => typeof s === 'string') : []);
const oneOf = <T extends string>(v: unknown, list: readonly T[]): T | undefined =>
  (list as readonly unknown[]).includes(v) ? (v as T) : undefined;

/**
 * An interface definition with the defaults of `schemas/interfaceDefinition.ts` (version '1.0',
 * type MOBILE_BRIDGE, logType ALL, direction OUTBOUND, flags false, lists empty), unknown fields
 * dropped; `undefined` without an id. Written out by hand so the browser bundle needs no zod; a
 * test keeps it equal to the schema.
 */
export function withInterfaceDefaults(raw: Record<string, unknown>): InterfaceDefinition | undefined {
  const id = text(raw.id);
  if (!id) return undefined;
  const def: InterfaceDefinition = {
    id,
    version: text(raw.version) || DEFAULT_INTERFACE_VERSION,
    type: oneOf(raw.type, TYPES) ?? 'MOBILE_BRIDGE',
    logType: oneOf(raw.logType, LOG_TYPES) ?? 'ALL',
    direction: oneOf(raw.direction, DIRECTIONS) ?? 'OUTBOUND',
    limitByIpAddress: flag(raw.limitByIpAddress),
    allowedIpAddresses: texts(raw.allowedIpAddresses),
    allowedAuthenticated: flag(raw.allowedAuthenticated),
    limitByChannel: flag(raw.limitByChannel),
    allowedChannels: texts(raw.allowedChannels),
    keys: texts(raw.keys),
  };
  for (const key of ['name', 'systemCode', 'rmk', 'url', 'channel'] as const) {
    const v = text(raw[key]);
    if (v !== undefined) def[key] = v;
  }
  const method = oneOf(raw.httpMethod, METHODS);
  if (method) def.httpMethod = method;
  return def;
}
