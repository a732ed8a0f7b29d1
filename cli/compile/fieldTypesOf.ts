import type { FieldType } from '../../schemas/blocks/index.ts';
import type { ScreenManifest } from '../../schemas/index.ts';
import { walkBlocks } from './walkBlocks.ts';

/** The field types a screen's forms and searches use, sorted (what its chunk needs field views for). */
export function fieldTypesOf(manifest: ScreenManifest): FieldType[] {
  const types = new Set<FieldType>();
  walkBlocks(manifest, (b) => {
    if (b.type === 'form' || b.type === 'search') for (const f of b.fields) types.add(f.type);
  });
  return [...types].sort();
}
