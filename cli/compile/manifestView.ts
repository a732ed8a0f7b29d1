import { BLOCK_TYPES, type Block, blockSchema } from '../../schemas/blocks/index.ts';
import type { ScreenManifest } from '../../schemas/index.ts';
import { type DataPath, walkBlock, walkBlocks } from './walkBlocks.ts';

/** Calls `visit` for blocks with their data paths, in document order (see walkBlocks). */
export type BlockWalk = (visit: (block: Block, path: DataPath) => void) => void;

/** What the reference checks read of a screen: its blocks, popup ids and how complete they are. */
export interface ManifestView {
  /** Every block the checks can trust, each valid on its own, with its data path. */
  walk: BlockWalk;
  /** Ids under `popups`; undefined when `popups` is not a mapping (popup names are then not checked). */
  popups: readonly string[] | undefined;
  /**
   * Whether `walk` reaches every grid of the screen: a search's `for` names a grid of the same
   * screen, and is reported as unknown only when no grid can be hiding in an invalid block.
   */
  allGrids: boolean;
}

/** The view of a valid manifest: all of it. */
export function manifestView(manifest: ScreenManifest): ManifestView {
  return {
    walk: (visit) => walkBlocks(manifest, visit),
    popups: Object.keys(manifest.popups),
    allGrids: true,
  };
}

const isMapping = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Containers whose panels or body hold blocks: an invalid one is looked into, block by block. */
function childBodies(raw: Record<string, unknown>): [unknown, DataPath][] {
  if (raw.type === 'example') return [[raw.body, ['body']]];
  if ((raw.type === 'tabs' || raw.type === 'accordion') && Array.isArray(raw.items))
    return raw.items.map((item, j) => [isMapping(item) ? item.body : undefined, ['items', j, 'body']]);
  return [];
}

/**
 * The view of a manifest that failed its schema (`data` is its parsed YAML mapping): each block is
 * judged on its own with the block schema, so the reference checks see exactly the blocks that are
 * valid — typed, with their defaults — at their real data paths, and never a value the schema
 * rejected. A block with a structural error is left out (its error is reported; its references are
 * checked once it is fixed), except that an invalid `tabs`, `accordion` or `example` is looked into
 * and its valid blocks are kept. What the checks compare against is kept only when trustworthy: the
 * popup ids when `popups` is a mapping, the grid ids when no invalid block could be a grid.
 */
export function partialManifestView(data: Record<string, unknown>): ManifestView {
  const valid: [Block, DataPath][] = [];
  let allGrids = true;
  const walkBody = (body: unknown, path: DataPath): void => {
    if (!Array.isArray(body)) {
      // A body that is not a list (`body: { type: grid, … }`) may still name a grid a search means.
      if (body != null) allGrids = false;
      return;
    }
    for (const [i, raw] of body.entries()) {
      const at = [...path, i];
      const parsed = blockSchema.safeParse(raw);
      if (parsed.success) {
        walkBlock(parsed.data, at, (block, where) => valid.push([block, where]));
        continue;
      }
      if (!isMapping(raw)) continue;
      if (raw.type === 'grid' || !BLOCK_TYPES.includes(raw.type as Block['type'])) allGrids = false;
      for (const [child, sub] of childBodies(raw)) walkBody(child, [...at, ...sub]);
    }
  };
  walkBody(data.body, ['body']);
  const popups = data.popups === undefined ? {} : data.popups;
  if (isMapping(popups))
    for (const [id, popup] of Object.entries(popups))
      if (isMapping(popup)) walkBody(popup.body, ['popups', id, 'body']);
  return {
    walk: (visit) => {
      for (const [block, path] of valid) visit(block, path);
    },
    popups: isMapping(popups) ? Object.keys(popups) : undefined,
    allGrids,
  };
}
