import type { ScreenManifest } from '../../schemas/index.ts';
import { walkBlocks } from './walkBlocks.ts';

/** The function ids (`fncId`) of a manifest's buttons, form submits and grid row and bulk actions, popups included; sorted, unique. */
export function functionIds(manifest: ScreenManifest): string[] {
  const ids = new Set<string>();
  walkBlocks(manifest, (block) => {
    if (block.type === 'button' && block.fncId !== undefined) ids.add(block.fncId);
    else if (block.type === 'form' && block.submit?.fncId !== undefined) ids.add(block.submit.fncId);
    else if (block.type === 'buttons') {
      for (const item of block.items) if (item.fncId !== undefined) ids.add(item.fncId);
    } else if (block.type === 'grid') {
      for (const row of block.rowActions) if (row.fncId !== undefined) ids.add(row.fncId);
      for (const bulk of block.bulkActions) if (bulk.fncId !== undefined) ids.add(bulk.fncId);
      if (block.export) ids.add(block.export.fncId);
    }
  });
  return [...ids].sort();
}
