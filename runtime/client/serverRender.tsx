// The pages rendered to HTML in Node, the server-side composition root: the login page by
// `console build` (cli/commands/prerenderLogin.ts), and the console page's public screens by the
// server (`consoleRenderer`, runtime/server/static), each the same tree the browser then hydrates
// (LoginRoot, ConsoleRoot), over a runtime that reads no browser (no storage, no calls). Nothing
// here runs in the browser.
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { parseInlineInitialData } from '../core/pages/index.ts';
import { ConsoleRoot } from './app/index.ts';
import { config, profileHeader } from './generated/config.gen.ts';
import { createAppRouter } from './router/createAppRouter.ts';
import { type ConsoleRuntime, createConsoleRuntime } from './runtime/index.ts';
import { loginPageTitle } from './ui/shell/LoginApp.tsx';
import { LoginRoot } from './ui/shell/LoginRoot.tsx';
import { PageFrame } from './ui/shell/PageFrame.tsx';
import { pageTitle } from './ui/shell/pageTitle.ts';

const nowhere = { addEventListener() {}, removeEventListener() {} };

function serverRuntime(initialData?: { body: unknown }): ConsoleRuntime {
  return createConsoleRuntime(config, {
    profileHeader,
    storage: () => undefined,
    fetch: () => Promise.reject(new Error('no calls while rendering on the server')),
    device: 'DESKTOP',
    reloaded: false,
    activityTarget: nowhere,
    initialData,
  });
}

/** The login page's markup, as the browser's first render makes it, and its title. */
export function renderLoginPage(): { html: string; title: string } {
  return {
    html: renderToString(<LoginRoot runtime={serverRuntime()} />),
    title: loginPageTitle(config.app.title),
  };
}

/** The console page's frame, painted from the HTML while its scripts load (`PageFrame`). */
export function renderPageFrame(): string {
  return renderToString(<PageFrame title={config.app.title} />);
}

/** A rendered console page: the markup of `#app` and the page title. */
export interface RenderedConsolePage {
  html: string;
  title: string;
}

/**
 * The console page at `url` (path and query, under `app.basePath` as the browser asked) as an anonymous visitor's browser first renders it,
 * with the server's initial-data answer (`initialData`, its JSON text) in place of the call; or
 * `undefined` when the screen there is not public or does not open as it is. Renders run at the same
 * time: each has a runtime of its own, with its own stores (session, initial data, current menu).
 */
export async function renderConsolePage(
  url: string,
  initialData: string,
): Promise<RenderedConsolePage | undefined> {
  // Tab mode: the panes are the tab's own (restored from its storage on a reload), which the server
  // does not know; the browser draws them.
  if (config.management.tabs.enabled) return undefined;
  // The answer as the browser reads it from the page (readInlineInitialData).
  const data = parseInlineInitialData(initialData);
  if (!data) return undefined;
  const runtime = serverRuntime(data);
  // In the render's own store before the router's guard reads it.
  if (!(await runtime.initialData.load())) return undefined;
  const router = createAppRouter(runtime, { history: createMemoryHistory({ initialEntries: [url] }) });
  // Nothing to do for a screen that needs a session (its guard would wait for one).
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  if (routes[routes.length - 1]?.options.staticData?.screen?.auth !== false) return undefined;
  await router.load();
  const { matches, location } = router.state;
  const leaf = matches[matches.length - 1];
  const meta = leaf?.staticData?.screen;
  // Only a public screen that opened here as it is (no redirect, 404, error or pending chunk):
  // anything else depends on a session the server does not know, or is not worth showing early.
  if (
    meta?.auth !== false ||
    location.publicHref !== url ||
    matches.some((m) => m.status !== 'success' || m._notFound)
  )
    return undefined;
  return {
    html: renderToString(<ConsoleRoot runtime={runtime} router={router} />),
    title: pageTitle(meta.title, config.app.title),
  };
}
