import type { Node } from 'yaml';
import type { Block } from '../../schemas/blocks/index.ts';
import type { ScreenManifest } from '../../schemas/index.ts';
import { type DataPath, walkBlocks } from './walkBlocks.ts';
import { parseYamlSource } from './yamlSource.ts';

/** Removes the indentation common to every non-empty line. */
export function dedent(text: string): string {
  const lines = text.replace(/\s+$/, '').split('\n');
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)?.[0].length ?? 0);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut)).join('\n');
}

/**
 * Gives every `example` block its `source`: the YAML of its `body` exactly as the manifest
 * writes it (comments included), so a documentation page shows what produced each variant.
 * Mutates `manifest`; a no-op for screens without examples.
 */
export function attachExampleSources(file: string, text: string, manifest: ScreenManifest): void {
  const found: Array<{ block: Extract<Block, { type: 'example' }>; path: DataPath }> = [];
  walkBlocks(manifest, (block, path) => {
    if (block.type === 'example') found.push({ block, path });
  });
  if (found.length === 0) return;
  const src = parseYamlSource(file, text);
  for (const { block, path } of found) {
    const node = src.doc.getIn([...path, 'body'], true) as Node | undefined;
    if (!node || typeof node !== 'object' || !node.range) continue;
    // Start at the beginning of the node's first line, so the first item keeps its indentation,
    // and take the comment lines right above it (yaml keeps them outside the node's range).
    let start = text.lastIndexOf('\n', node.range[0] - 1) + 1;
    while (start > 0) {
      const prev = text.lastIndexOf('\n', start - 2) + 1;
      if (!text.slice(prev, start).trim().startsWith('#')) break;
      start = prev;
    }
    block.source = dedent(text.slice(start, node.range[1]));
  }
}
