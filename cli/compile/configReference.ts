import type { z } from 'zod';
import { configSchema } from '../../schemas/index.ts';

export interface ConfigReferenceRow {
  /** Dotted key, e.g. `auth.duplication.interval`. */
  key: string;
  /** JSON of the default, or `—` when there is none. */
  default: string;
  description: string;
}

type Def = {
  type: string;
  innerType?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  defaultValue?: unknown;
};
const defOf = (s: z.core.$ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const describe = (s: z.core.$ZodType) => (s as unknown as { description?: string }).description ?? '';

/** Every leaf key of the config schema with its default and description (the generated configuration reference must list each). */
export function configReference(): ConfigReferenceRow[] {
  const rows: ConfigReferenceRow[] = [];
  const visit = (schema: z.core.$ZodType, key: string, doc: string, dflt: unknown) => {
    const def = defOf(schema);
    const description = doc || describe(schema);
    if (def.type === 'default' || def.type === 'prefault' || def.type === 'optional') {
      const value = def.type === 'default' ? def.defaultValue : dflt;
      return visit(def.innerType!, key, description, value);
    }
    if (def.type === 'object' && def.shape && key !== 'i18n.messages') {
      for (const [k, v] of Object.entries(def.shape))
        if (k !== '$schema') visit(v, key ? `${key}.${k}` : k, '', undefined);
      return;
    }
    rows.push({
      key,
      default: dflt === undefined ? '—' : JSON.stringify(dflt),
      description: description.replace(/\s*Default .*$/, ''),
    });
  };
  visit(configSchema, '', '', undefined);
  return rows;
}
