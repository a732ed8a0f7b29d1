import type { ConsoleConfig } from '../../schemas/index.ts';
import type { Diagnostic } from './diagnostic.ts';
import { jsonSchemaProblems } from './jsonSchemaProblems.ts';
import { diagnosticAt, locate, yamlSourceCache } from './yamlSource.ts';

/**
 * CON319 for each interface definition's `request`/`response` schema that cannot become an exact
 * TypeScript type (`jsonSchemaProblems`), pointed at the problem inside the schema in the last of
 * `files` (the profile overlay, then the base file) that holds it: the list is replaced whole by an
 * overlay, so its indices are that file's.
 */
export function checkInterfaceSchemas(
  config: ConsoleConfig,
  read: (file: string) => string,
  files: readonly string[],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const sourceOf = yamlSourceCache(read);
  config.interfaces.definitions.forEach((def, i) => {
    for (const side of ['request', 'response'] as const) {
      if (def[side] === undefined) continue;
      for (const p of jsonSchemaProblems(def[side])) {
        const path = ['interfaces', 'definitions', i, side, ...p.path];
        const located = [...files].reverse().map((file) => {
          const src = sourceOf(file);
          return { src, where: locate(src, path, p.key) };
        });
        const hit = located.find((l) => l.where.found) ?? located[located.length - 1];
        if (!hit) continue;
        out.push(diagnosticAt(hit.src, hit.where, 'CON319', `interface ${def.id} ${side}: ${p.message}`));
      }
    }
  });
  return out;
}
