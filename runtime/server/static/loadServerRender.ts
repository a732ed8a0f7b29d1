import { createRequire } from 'node:module';
import type { ServerRenderModule } from '../../core/pages/index.ts';

const requireFile = createRequire(import.meta.url);

/**
 * The build's render of the pages (`serverRenderFile`, CommonJS), loaded afresh: a new build's
 * file replaces the old one in Node's module cache. `undefined` when it does not load: the pages
 * then render in the browser.
 */
export function loadServerRender(file: string): ServerRenderModule | undefined {
  try {
    delete requireFile.cache[requireFile.resolve(file)];
    const module = requireFile(file) as Partial<ServerRenderModule>;
    return typeof module.renderConsolePage === 'function' ? (module as ServerRenderModule) : undefined;
  } catch {
    return undefined;
  }
}
