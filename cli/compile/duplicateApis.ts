import type { Diagnostic } from './diagnostic.ts';
import { diagnosticAt, locate, parseYamlSource, type YamlSource } from './yamlSource.ts';

/** A file that declares APIs: a config file (names under `apis`) or an API file (its keys). */
export interface DeclaringFile {
  file: string;
  names: readonly string[];
  /** An `apis/*.api.yaml`: its names are its top-level keys. */
  apiFile?: true;
}

/**
 * CON317: a declared API named in more than one place. The config is one place (a profile overlay
 * restates the base file's entries on purpose); each API file is another. Every place is reported,
 * each naming the others, so either can be the one to go.
 */
export function duplicateApis(
  declaring: readonly DeclaringFile[],
  read: (file: string) => string,
): Diagnostic[] {
  const places = new Map<string, DeclaringFile[]>();
  for (const d of declaring) for (const name of d.names) places.set(name, [...(places.get(name) ?? []), d]);
  const sources = new Map<string, YamlSource>();
  const source = (file: string) => {
    let src = sources.get(file);
    if (!src) {
      src = parseYamlSource(file, read(file));
      sources.set(file, src);
    }
    return src;
  };
  const out: Diagnostic[] = [];
  for (const [name, where] of [...places].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const count = where.filter((d) => d.apiFile).length + (where.some((d) => !d.apiFile) ? 1 : 0);
    if (count < 2) continue;
    const located = where.map((d) => {
      const src = source(d.file);
      return { d, src, at: locate(src, d.apiFile ? [] : ['apis'], name) };
    });
    for (const here of located) {
      const others = located
        .filter((o) => o !== here && (o.d.apiFile || here.d.apiFile))
        .map((o) => `${o.d.file}:${o.at.line}:${o.at.col}`);
      out.push(
        diagnosticAt(
          here.src,
          here.at,
          'CON317',
          `API ${name} is declared ${count === 2 ? 'twice' : `${count} times`}: here and in ${others.join(', ')}; keep one declaration (an API file or the config's \`apis\`)`,
        ),
      );
    }
  }
  return out;
}
