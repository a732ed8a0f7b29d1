import { PAGE_SCRIPTS_ID } from './pageScript.ts';

/** The list element's opening tag; its JSON follows, closed by `</script>`. */
const LIST_OPEN = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">`;

/** A list's JSON as element text: `<` escaped, so no value can close the element. */
const listJson = (list: object): string => JSON.stringify(list).replaceAll('<', '\\u003c');

/**
 * A built page's module script and its modulepreload links taken out of it and listed as data
 * (`#console-page-scripts`: `{ module, preload, styles, session }`), which `PAGE_SCRIPT` adds back
 * once the page has painted, so fetching and running them does not hold back the paint of HTML that
 * is already there; `styles` are sheets the page has inlined, linked then for no medium; `session`
 * the store of the session's tokens (`auth.jwt.storage`) on a page with a frame to show to a tab
 * holding one. A page with no module script (or more than one) is left as it is (`list` empty).
 */
export function scriptsAsData(
  page: string,
  styles: readonly string[] = [],
  session?: 'session' | 'local' | 'cookie',
): { page: string; list: string } {
  const modules = [...page.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g)];
  if (modules.length !== 1) return { page, list: '' };
  const preload: string[] = [];
  const rest = page
    .replace(modules[0]?.[0] ?? '', '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      preload.push(href);
      return '';
    });
  const json = listJson({ module: modules[0]?.[1], preload, styles, session });
  return { page: rest, list: `${LIST_OPEN}${json}</script>` };
}

/**
 * `page` with `hrefs` added to the preloads of its script list (`#console-page-scripts`), so they
 * start with the page's scripts, after its paint; `undefined` when the page has no list.
 */
export function addListedPreloads(page: string, hrefs: readonly string[]): string | undefined {
  const start = page.indexOf(LIST_OPEN);
  const end = start === -1 ? -1 : page.indexOf('</script>', start);
  if (end === -1) return undefined;
  const list = JSON.parse(page.slice(start + LIST_OPEN.length, end)) as { preload?: string[] };
  list.preload = [...(list.preload ?? []), ...hrefs];
  return `${page.slice(0, start)}${LIST_OPEN}${listJson(list)}${page.slice(end)}`;
}
