import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import {
  escapeHtml,
  LOGIN_MARKUP_MARKER,
  LOGIN_PAGE_SCRIPT,
  LOGIN_SCRIPT_MARKER,
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
 * the page's title, its inline script (`LOGIN_PAGE_SCRIPT`) and its stylesheets inlined. The page
 * paints its form from the HTML alone, before any script runs or any other file arrives; then
 * loginMain.tsx hydrates it. `assetsBase`: the build's Vite `base` (`assetsBaseOf`). The server inlines the initial data at its own marker, which stays.
 */
export function prerenderLogin(render: ServerRenderModule, clientDir: string, assetsBase = '/'): void {
  const { html, title } = render.renderLoginPage();
  const file = join(clientDir, 'login.html');
  const page = readFileSync(file, 'utf8');
  if (!page.includes(LOGIN_MARKUP_MARKER) || !page.includes(LOGIN_SCRIPT_MARKER)) {
    throw new Error(`${file} has no ${LOGIN_MARKUP_MARKER} or ${LOGIN_SCRIPT_MARKER} to prerender into`);
  }
  const { page: withStyles, styles } = inlineStylesheets(page, clientDir, assetsBase);
  const { page: withoutScripts, list } = scriptsAsData(withStyles, styles);
  writeFileSync(
    file,
    withoutScripts
      .replace(LOGIN_MARKUP_MARKER, () => html)
      .replace(LOGIN_SCRIPT_MARKER, () => `<script>${LOGIN_PAGE_SCRIPT}</script>${list}`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`),
  );
}

/**
 * Writes the console page for screens the server renders (`RENDERED_CONSOLE_PAGE`, beside
 * index.html): its stylesheets inlined and its scripts listed as data, started after the first
 * frame by `LOGIN_PAGE_SCRIPT` (the same inline script as the login page's, allowed by its hash), so
 * a rendered screen paints from the HTML alone; the scripts then hydrate it. The markers stay for
 * the server. Pages whose screen is not rendered keep index.html, which starts its scripts at once.
 */
export function prerenderConsolePage(clientDir: string, assetsBase = '/'): void {
  const page = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const { page: withStyles, styles } = inlineStylesheets(page, clientDir, assetsBase);
  const { page: withoutScripts, list } = scriptsAsData(withStyles, styles);
  if (!list) throw new Error('index.html has no single module script to start after the first frame');
  const head = withoutScripts.lastIndexOf('</head>');
  writeFileSync(
    join(clientDir, RENDERED_CONSOLE_PAGE),
    `${withoutScripts.slice(0, head)}<script>${LOGIN_PAGE_SCRIPT}</script>${list}${withoutScripts.slice(head)}`,
  );
}
