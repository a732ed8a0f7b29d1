import { PAGE_SCRIPTS_ID } from './loginPageScript.ts';

/**
 * A built page's module script and its modulepreload links taken out of it and listed as data
 * (`#console-page-scripts`: `{ module, preload, styles }`), which `LOGIN_PAGE_SCRIPT` adds back
 * after the first frame, so fetching and running them does not hold back the paint of HTML that is
 * already there; `styles` are sheets the page has inlined, linked then for no medium. A page with
 * no module script (or more than one) is left as it is (`list` empty).
 */
export function scriptsAsData(page: string, styles: readonly string[] = []): { page: string; list: string } {
  const modules = [...page.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g)];
  if (modules.length !== 1) return { page, list: '' };
  const preload: string[] = [];
  const rest = page
    .replace(modules[0]?.[0] ?? '', '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      preload.push(href);
      return '';
    });
  const json = JSON.stringify({ module: modules[0]?.[1], preload, styles }).replaceAll('<', '\\u003c');
  return { page: rest, list: `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${json}</script>` };
}
