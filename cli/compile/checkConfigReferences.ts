import { API_NAMES } from '../../schemas/api/catalogue.ts';
import type { ConsoleConfig } from '../../schemas/index.ts';
import type { Diagnostic, DiagnosticCode } from './diagnostic.ts';
import { didYouMean } from './didYouMean.ts';
import type { DataPath } from './walkBlocks.ts';
import { diagnosticAt, locate, parseYamlSource } from './yamlSource.ts';

/**
 * Names inside a valid config that must resolve within it: each declared API's `upstream` is a key
 * of `upstreams` (CON313), and no declared API takes a catalogue name (CON314). A diagnostic points
 * at the last of `files` (the profile overlay, then the base file) that holds the value.
 */
export function checkConfigReferences(
  config: ConsoleConfig,
  read: (file: string) => string,
  files: readonly string[],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const report = (code: DiagnosticCode, path: DataPath, message: string, key?: string) => {
    const sources = [...files].reverse().map((file) => parseYamlSource(file, read(file)));
    const located = sources.map((src) => ({ src, where: locate(src, path, key) }));
    const hit = located.find((l) => l.where.found) ?? located[located.length - 1];
    if (hit) out.push(diagnosticAt(hit.src, hit.where, code, message));
  };
  const upstreams = Object.keys(config.upstreams);
  for (const [name, api] of Object.entries(config.apis)) {
    if ((API_NAMES as readonly string[]).includes(name)) {
      report(
        'CON314',
        ['apis'],
        `API name "${name}" is a call of the catalogue; give the declared API another name (e.g. prefixed with its upstream)`,
        name,
      );
    }
    if (!upstreams.includes(api.upstream)) {
      report(
        'CON313',
        ['apis', name, 'upstream'],
        upstreams.length
          ? `API ${name} names upstream "${api.upstream}", which is not declared${didYouMean(api.upstream, upstreams)}; upstreams are ${upstreams.join(', ')}`
          : `API ${name} names upstream "${api.upstream}", but no upstream is declared; add it under \`upstreams\` with its url`,
      );
    }
  }
  return out;
}
