import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readViewRegistry, VIEW_REGISTRY } from '../../../cli/compile/index.ts';
import { BLOCK_TYPES, FIELD_TYPES } from '../../../schemas/blocks/index.ts';

const ROOT = join(import.meta.dirname, '../../..');

describe('the view registry, as the compiler reads it', () => {
  it('names the factory and a view for every block and field type, each a file that exists', () => {
    const registry = readViewRegistry();
    expect(Object.keys(registry.blocks).sort()).toEqual([...BLOCK_TYPES].sort());
    expect(Object.keys(registry.fields).sort()).toEqual([...FIELD_TYPES].sort());
    for (const file of [
      registry.factory,
      ...Object.values(registry.blocks),
      ...Object.values(registry.fields),
    ])
      expect(existsSync(join(ROOT, file)), file).toBe(true);
    expect(registry.blocks.grid).toBe('runtime/client/ui/screen/blocks/GridBlock.tsx');
  });

  it('says what is missing when the registry has no factory or no block map', () => {
    const without = (drop: RegExp) => () =>
      readViewRegistry((file) => {
        return readFileSync(file, 'utf8').replace(drop, '');
      });
    expect(without(/export const SCREEN_FACTORY[^\n]*\n/)).toThrow(
      `${VIEW_REGISTRY}: no \`export const SCREEN_FACTORY`,
    );
    expect(without(/export const BLOCK_VIEWS = \{/)).toThrow(
      `${VIEW_REGISTRY}: no \`export const BLOCK_VIEWS = {\``,
    );
  });
});
