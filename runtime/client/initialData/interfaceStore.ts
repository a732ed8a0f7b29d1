import type { ClientInterfaceDefinition } from '../../../schemas/index.ts';
import {
  DEFAULT_INTERFACE_VERSION,
  interfaceKey,
  withInterfaceDefaults,
} from '../../core/initialData/index.ts';
import type { StorageLike } from '../session/index.ts';

/** Session-storage key of the interface definitions (spec section 3). */
export const INTERFACE_SESSION_KEY = 'ustra:interface';

/** Definitions with the schema's defaults applied and unknown fields dropped; entries without an id are skipped. */
export function normalizeDefinitions(
  defs: Record<string, unknown>,
): Record<string, ClientInterfaceDefinition> {
  const out: Record<string, ClientInterfaceDefinition> = {};
  for (const value of Object.values(defs)) {
    const def =
      value && typeof value === 'object'
        ? withInterfaceDefaults(value as Record<string, unknown>)
        : undefined;
    if (def) out[interfaceKey(def.id, def.version)] = def;
  }
  return out;
}

export interface InterfaceStore {
  /** Every definition by `interfaceKey(id, version)`. */
  all(): Record<string, ClientInterfaceDefinition>;
  /** One definition; version default '1.0'. */
  get(id: string, version?: string): ClientInterfaceDefinition | undefined;
  save(defs: Record<string, ClientInterfaceDefinition>): void;
}

/** Interface definitions kept in session storage under `ustra:interface`, in memory where there is none. */
export function createInterfaceStore(storage: StorageLike | undefined): InterfaceStore {
  let memory: Record<string, ClientInterfaceDefinition> = {};
  const all = (): Record<string, ClientInterfaceDefinition> => {
    if (!storage) return memory;
    try {
      const raw = storage.getItem(INTERFACE_SESSION_KEY);
      return raw ? (JSON.parse(raw) as Record<string, ClientInterfaceDefinition>) : {};
    } catch {
      return {};
    }
  };
  return {
    all,
    get: (id, version = DEFAULT_INTERFACE_VERSION) => all()[interfaceKey(id, version)],
    save(defs) {
      memory = defs;
      try {
        storage?.setItem(INTERFACE_SESSION_KEY, JSON.stringify(defs));
      } catch {
        // storage full: the in-memory copy still answers for this page
      }
    },
  };
}
