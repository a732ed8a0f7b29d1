// node_modules for a copy of the project, as `npm ci` would leave it but without installing: a folder
// of the copy's own with each package linked to the checkout's. Vite's caches (node_modules/.vite*)
// are then the copy's, never rewritten under another dev server (another copy, or one a developer
// runs in the checkout), which one link to the whole folder would share.
import { mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/** Makes `<project>/node_modules` with a link to each package of `<root>/node_modules` (no `.vite*`). */
export function linkNodeModules(root, project) {
  mkdirSync(join(project, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry.startsWith('.vite')) continue;
    symlinkSync(join(root, 'node_modules', entry), join(project, 'node_modules', entry));
  }
}
