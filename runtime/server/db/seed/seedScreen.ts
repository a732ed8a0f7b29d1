import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILD_META_FILE } from '../../health/index.ts';

/** A screen the menu seed turns into a page menu: its route path and Korean title. */
export interface SeedScreen {
  /** Route path as a URL, e.g. `/pubs/MP/UI_FU_0016` or `/index%20copy`. */
  path: string;
  /** Korean title, used as the menu name. */
  title: string;
  /** Layout name (informational). */
  layout?: string | undefined;
  /** The manifest's program id (the menu's `proIdVal`). Default: derived from the path. */
  programId?: string | undefined;
  /** API names the screen binds: its menus may call those declared APIs through the gateway. */
  apis?: readonly string[] | undefined;
  /** Function ids of its buttons and row actions (what `console doctor` checks are granted). */
  fncIds?: readonly string[] | undefined;
  /** The manifest's explicit menu binding (`menuId`); default: the menus whose URL is its path. */
  menuId?: string | undefined;
}

const strings = (list: readonly unknown[]) => list.filter((a): a is string => typeof a === 'string');

function asScreens(value: unknown): SeedScreen[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: SeedScreen[] = [];
  for (const item of value) {
    if (typeof item === 'string') out.push({ path: item, title: item });
    else if (item && typeof item === 'object' && typeof (item as SeedScreen).path === 'string') {
      const { path, title, layout, programId, apis, fncIds, menuId } = item as SeedScreen;
      out.push({
        path,
        title: typeof title === 'string' && title ? title : path,
        layout,
        ...(typeof programId === 'string' && programId && { programId }),
        ...(Array.isArray(apis) && { apis: strings(apis) }),
        ...(Array.isArray(fncIds) && { fncIds: strings(fncIds) }),
        ...(typeof menuId === 'string' && menuId && { menuId }),
      });
    } else return undefined;
  }
  return out;
}

/**
 * The screens of the built client, from `<clientDir>/build-meta.json`: its `screens` (path, title,
 * layout, program, APIs, function ids, menu id), else its `routes` (titled by path). `undefined`
 * when there is no client folder or no readable file. The server cannot compile manifests itself (layering), so this is how it knows them.
 */
export async function readBuildScreens(
  clientDir: string | undefined,
  read: (path: string) => Promise<string> = (path) => readFile(path, 'utf8'),
): Promise<SeedScreen[] | undefined> {
  if (clientDir === undefined) return undefined;
  try {
    const meta = JSON.parse(await read(join(clientDir, BUILD_META_FILE))) as Record<string, unknown> | null;
    return asScreens(meta?.screens) ?? asScreens(meta?.routes);
  } catch {
    return undefined;
  }
}
