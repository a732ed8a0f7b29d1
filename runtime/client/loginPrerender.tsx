// The login page rendered to HTML by `console build` (cli/commands/prerenderLogin.ts), in Node: the
// same tree loginMain.tsx hydrates (LoginRoot), over a runtime that reads no browser (no storage,
// no calls). Nothing here runs in the browser.
import { renderToString } from 'react-dom/server';
import { config, profileHeader } from './generated/config.gen.ts';
import { createConsoleRuntime } from './runtime/index.ts';
import { loginPageTitle } from './ui/shell/LoginApp.tsx';
import { LoginRoot } from './ui/shell/LoginRoot.tsx';

const nowhere = { addEventListener() {}, removeEventListener() {} };

/** The login page's markup, as the browser's first render makes it, and its title. */
export function renderLoginPage(): { html: string; title: string } {
  const runtime = createConsoleRuntime(config, {
    profileHeader,
    storage: () => undefined,
    fetch: () => Promise.reject(new Error('no calls while prerendering')),
    device: 'DESKTOP',
    reloaded: false,
    activityTarget: nowhere,
  });
  return { html: renderToString(<LoginRoot runtime={runtime} />), title: loginPageTitle(config.app.title) };
}
