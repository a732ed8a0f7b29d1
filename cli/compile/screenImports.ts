import type { ImportSpec, ScreenManifest } from '../../schemas/index.ts';
import { manifestView } from './manifestView.ts';

/** The 엑셀 일괄 등록 of a manifest's grids (popups and tabs included), by grid id; undefined when none. */
export function screenImports(manifest: ScreenManifest): Record<string, ImportSpec> | undefined {
  let found: Record<string, ImportSpec> | undefined;
  manifestView(manifest).walk((block) => {
    if (block.type === 'grid' && block.import) {
      found ??= {};
      found[block.id] = block.import;
    }
  });
  return found;
}
