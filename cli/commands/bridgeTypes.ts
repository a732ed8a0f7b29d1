import {
  BRIDGE_TYPES_FILE,
  bridgeTypesFile,
  formatDiagnostic,
  GENERATED_DIR,
  loadConfig,
  sortDiagnostics,
  writeGenerated,
} from '../compile/index.ts';
import type { Io } from '../io.ts';

/**
 * `console bridge types [--check]`: writes the bridge's typed contracts
 * (`runtime/client/generated/bridge.gen.ts`, also written by `console generate`) from
 * `interfaces.definitions`, only when changed; reads the config alone (no screens).
 */
export function bridgeTypesCommand(o: {
  root: string;
  profile?: string | undefined;
  check: boolean;
  io: Io;
}): number {
  const loaded = loadConfig({ root: o.root, profile: o.profile });
  const problems = sortDiagnostics(loaded.diagnostics);
  for (const d of problems) o.io.out(formatDiagnostic(d));
  if (problems.length || !loaded.config) {
    o.io.err(`${problems.length} problem(s) found; nothing generated.`);
    return 1;
  }
  const defs = loaded.config.interfaces.definitions;
  const files = new Map([[BRIDGE_TYPES_FILE, bridgeTypesFile(defs)]]);
  const write = writeGenerated(o.root, files, { check: o.check, prune: false });
  for (const d of write.stale) o.io.out(formatDiagnostic(d));
  if (write.stale.length) {
    o.io.err('the bridge types are stale.');
    return 1;
  }
  const count = (direction: string) =>
    new Set(defs.filter((d) => d.direction === direction).map((d) => d.id)).size;
  const state = o.check ? 'up to date' : write.written.length ? 'written' : 'unchanged';
  o.io.err(
    `${GENERATED_DIR}/${BRIDGE_TYPES_FILE} ${state}: ${count('OUTBOUND')} OUTBOUND and ${count('INBOUND')} INBOUND interface(s), and the 4 static bridges.`,
  );
  return 0;
}
