import type { BlockType } from '../../schemas/blocks/index.ts';
import type { ScreenManifest } from '../../schemas/index.ts';
import { walkBlocks } from './walkBlocks.ts';

/** The block types a screen uses, sorted (what its chunk needs views for). */
export function blockTypesOf(manifest: ScreenManifest): BlockType[] {
  const types = new Set<BlockType>();
  walkBlocks(manifest, (b) => types.add(b.type));
  return [...types].sort();
}

/** The `component` block modules of a screen, sorted. */
export function componentModulesOf(manifest: ScreenManifest): string[] {
  const modules = new Set<string>();
  walkBlocks(manifest, (b) => {
    if (b.type === 'component') modules.add(b.module);
  });
  return [...modules].sort();
}
