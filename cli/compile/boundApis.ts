import type { ScreenManifest } from '../../schemas/index.ts';
import { manifestReferences } from './manifestReferences.ts';
import { manifestView } from './manifestView.ts';

/** The API names a manifest binds (grid sources, `api` actions, form submits), sorted and unique. */
export function boundApis(manifest: ScreenManifest): string[] {
  const { refs } = manifestReferences(manifestView(manifest).walk);
  return [...new Set(refs.filter((r) => r.kind === 'api').map((r) => r.name))].sort();
}
