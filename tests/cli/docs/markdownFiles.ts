import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every `.md` file under `dir`, depth first, sorted by name. */
export function markdownFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return markdownFiles(path);
      return name.endsWith('.md') ? [path] : [];
    });
}
