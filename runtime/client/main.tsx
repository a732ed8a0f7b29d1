// The console page's composition root: the one place that reads the generated config and builds
// the page's runtime (token store, session, API client, initial data, tabs).

// The page sheets, linked by both pages in this order (a screen's spacing wins over the kit's): the
// basics (tokens, reset, typography), the kit's common sheet and the screen frame with its blocks,
// which `component:` screens use as well. Nothing else imports them, so they share one chunk and
// keep this order; the other sheets (layout, menu, tabs, date, grid, …) come with their components.
import './ui/base.css';
import './ui/kit/kit.css';
import './ui/screen/blocks.css';
import './ui/layout/header.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { mockNativePlatform } from '../core/bridge/index.ts';
import { APP_ROOT_ID } from '../core/pages/index.ts';
import { ConsoleRoot } from './app/index.ts';
import { bootPage } from './bootPage.ts';
import { config, profileHeader } from './generated/config.gen.ts';
import { readInlineInitialData } from './initialData/index.ts';
import { createSessionPresence } from './session/index.ts';

// `?native=ios|android` in a dev or qa build: the mock native host (a lazily loaded chunk) plays the
// app. It must be in place before the runtime makes its bridge, which reads the user agent and the
// app's globals once; without the parameter nothing of it is loaded.
const mockPlatform = mockNativePlatform(location.search, {
  profile: config.app.profile,
  hybridEnabled: config.mobile.hybrid.enabled,
});
const mockNative = mockPlatform
  ? import('./mockNative/index.ts').then((m) => m.startMockNative(mockPlatform, config))
  : undefined;

function start(mock: Awaited<typeof mockNative>) {
  // The server inlines the initial data into the page: no call before the first render.
  // And a new tab asks the other tabs for their session only when one holds an active session.
  const runtime = bootPage(config, profileHeader, import.meta.env.DEV, {
    initialData: readInlineInitialData(),
    presence: createSessionPresence(),
  });
  const el = document.getElementById(APP_ROOT_ID);
  if (el) {
    // The initial data (inlined, or its call) and the session (a new tab asks the other tabs for
    // theirs: at most 300 ms, when one has a session) start at once, before the first render; the
    // router waits for them where a screen needs them, and App starts the first screen's chunks
    // when it makes the router. (The router is made in App, not here: this module must stay out of
    // the route tree's imports, or a manifest saved under `console dev` reloads the page instead of
    // updating the screen.)
    void runtime.initialData.load();
    void runtime.ready();
    // The server rendered a public screen into the page, as nobody sees it (serverRender.tsx): take
    // it over. A tab that is logged in (its tokens were read above) shows the screen in its shell
    // instead: render that over the server's HTML.
    if (el.firstElementChild && !runtime.sessionState.authenticated)
      hydrateRoot(el, <ConsoleRoot runtime={runtime} hydrating />, {
        // A difference from the server's HTML: React renders that part again, which works; a
        // warning for the integrator, not an error for the user.
        onRecoverableError: (error) =>
          runtime.logger.warn('console page: rendered again in the browser', error),
      });
    else createRoot(el).render(<ConsoleRoot runtime={runtime} />);
    mock?.mount(runtime);
  }
}

if (mockNative) void mockNative.then(start, () => start(undefined));
else start(undefined);
