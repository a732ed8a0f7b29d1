import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import {
  CONSOLE_FRAME_MARKER,
  escapeHtml,
  LOGIN_MARKUP_MARKER,
  PAGE_SCRIPT,
  PAGE_SCRIPT_MARKER,
  RENDERED_CONSOLE_PAGE,
  type ServerRenderModule,
  scriptsAsData,
  serverRenderFile,
} from '../../runtime/core/pages/index.ts';

/** The SSR entry: the trees loginMain.tsx and main.tsx hydrate. */
const ENTRY = 'runtime/client/serverRender.tsx';

/**
 * The page's stylesheets written into it (`<style>`, allowed by their hashes in the CSP the server
 * sends with the page): fetching them held the first paint back by a round trip. Their files are
 * returned, for the page's script to link after the first frame, for no medium: a chunk loaded
 * later that needs the same sheet finds it there and does not add it again (after the page's own
 * sheets, which would change the cascade). Linked in the HTML, even for no medium, the browser
 * fetched them before the first paint.
 */
function inlineStylesheets(
  page: string,
  clientDir: string,
  assetsBase: string,
): { page: string; styles: string[] } {
  const styles: string[] = [];
  const base = assetsBase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const inlined = page.replace(
    new RegExp(`<link rel="stylesheet" crossorigin href="${base}([^"]+\\.css)">`, 'g'),
    (_, href: string) => {
      const css = readFileSync(join(clientDir, href), 'utf8').trim();
      if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
      styles.push(`${assetsBase}${href}`);
      return `<style>${css}</style>`;
    },
  );
  return { page: inlined, styles };
}

/**
 * After the client build: builds the pages' render for Node (a Vite SSR build of
 * `serverRender.tsx`, packages included, into one CommonJS file beside the client folder,
 * `serverRenderFile`) and loads it. The server loads the same file to render public console
 * screens per request. On a failure nothing of it is left: the console page renders in the browser.
 */
export async function buildServerRender(o: {
  root: string;
  outDir: string;
  vite: typeof import('vite');
}): Promise<ServerRenderModule> {
  const bundle = serverRenderFile(join(o.root, o.outDir));
  const renderDir = dirname(bundle);
  rmSync(renderDir, { recursive: true, force: true });
  try {
    await o.vite.build({
      configFile: join(o.root, 'vite.config.ts'),
      root: join(o.root, 'runtime/client'),
      logLevel: 'warn',
      mode: 'production',
      // React's build as of this build's environment (production, unless run under a test runner),
      // whatever NODE_ENV the server later loads the file with: the JSX was compiled for that one.
      define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV || 'production') },
      build: {
        ssr: join(o.root, ENTRY),
        outDir: renderDir,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        // One CommonJS file with its packages inside: `require` loads it from the bundled CLI and from
        // the sources alike (the CLI's `import()` of a path would become a require too).
        rolldownOptions: {
          preserveEntrySignatures: 'strict',
          output: { format: 'cjs', entryFileNames: basename(bundle), codeSplitting: false },
        },
      },
      ssr: { noExternal: true },
    });
    const require = createRequire(join(o.root, 'package.json'));
    // Not from Node's module cache: a second build in this process must render its own bundle.
    delete require.cache[require.resolve(bundle)];
    return require(bundle) as ServerRenderModule;
  } catch (error) {
    rmSync(renderDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Renders the login page with the build's render and writes it into `<clientDir>/login.html` with
 * the page's title, its inline script (`PAGE_SCRIPT`) and its stylesheets inlined. The page
 * paints its form from the HTML alone, before any script runs or any other file arrives; then
 * loginMain.tsx hydrates it. `assetsBase`: the build's Vite `base` (`assetsBaseOf`). The server inlines the initial data at its own marker, which stays.
 */
export function prerenderLogin(render: ServerRenderModule, clientDir: string, assetsBase = '/'): void {
  const { html, title } = render.renderLoginPage();
  const file = join(clientDir, 'login.html');
  const page = readFileSync(file, 'utf8');
  if (!page.includes(LOGIN_MARKUP_MARKER) || !page.includes(PAGE_SCRIPT_MARKER)) {
    throw new Error(`${file} has no ${LOGIN_MARKUP_MARKER} or ${PAGE_SCRIPT_MARKER} to prerender into`);
  }
  const { page: withStyles, styles } = inlineStylesheets(page, clientDir, assetsBase);
  const { page: withoutScripts, list } = scriptsAsData(withStyles, styles);
  writeFileSync(
    file,
    withoutScripts
      .replace(LOGIN_MARKUP_MARKER, () => html)
      .replace(PAGE_SCRIPT_MARKER, () => `${list}<script>${PAGE_SCRIPT}</script>`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`),
  );
}

/**
 * Writes the console page for screens the server renders (`RENDERED_CONSOLE_PAGE`, beside
 * index.html): its stylesheets inlined and its scripts listed as data, started by `PAGE_SCRIPT`
 * once the HTML has painted, so a rendered screen paints from the HTML alone; the scripts then
 * hydrate it. Then index.html itself, for every other screen: its scripts listed as data too and
 * its frame (`PageFrame`) before `#app`, so a tab that holds a session paints the console's header
 * from the HTML while its scripts load (a tab without one starts them at the end of the parse).
 * Its sheets stay linked (cached with the other files of the build); its list names where the
 * session's tokens are kept (`session`: `auth.jwt.storage`). The markers for the server stay.
 */
export function prerenderConsolePage(
  render: ServerRenderModule,
  clientDir: string,
  assetsBase = '/',
  session: 'session' | 'local' | 'cookie' = 'session',
): void {
  const file = join(clientDir, 'index.html');
  const page = readFileSync(file, 'utf8');
  if (!page.includes(PAGE_SCRIPT_MARKER) || !page.includes(CONSOLE_FRAME_MARKER)) {
    throw new Error(`${file} has no ${PAGE_SCRIPT_MARKER} or ${CONSOLE_FRAME_MARKER} to prerender into`);
  }
  const { page: withStyles, styles } = inlineStylesheets(page, clientDir, assetsBase);
  const inlined = scriptsAsData(withStyles, styles);
  const linked = scriptsAsData(page, [], session);
  if (!inlined.list || !linked.list) throw new Error('index.html has no single module script to start later');
  const script = `<script>${PAGE_SCRIPT}</script>`;
  writeFileSync(
    join(clientDir, RENDERED_CONSOLE_PAGE),
    inlined.page
      .replace(PAGE_SCRIPT_MARKER, () => `${inlined.list}${script}`)
      .replace(CONSOLE_FRAME_MARKER, ''),
  );
  writeFileSync(
    file,
    linked.page
      .replace(PAGE_SCRIPT_MARKER, () => `${linked.list}${script}`)
      .replace(CONSOLE_FRAME_MARKER, () => render.renderPageFrame()),
  );
}
