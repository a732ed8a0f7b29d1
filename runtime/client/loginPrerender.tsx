// The login page rendered to HTML by `console build` (cli/commands/prerenderLogin.ts), in Node: the
// same tree loginMain.tsx hydrates, over a runtime that reads no browser (no storage, no calls).
// Nothing here runs in the browser.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { config, profileHeader } from './generated/config.gen.ts';
import { loginScreen } from './generated/loginScreen.gen.ts';
import { t } from './i18n/t.ts';
import { ConsoleRuntimeProvider, createConsoleRuntime } from './runtime/index.ts';
import { LoginApp } from './ui/shell/LoginApp.tsx';
import { pageTitle } from './ui/shell/pageTitle.ts';

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
  const html = renderToString(
    <StrictMode>
      <ConsoleRuntimeProvider runtime={runtime}>
        <LoginApp />
      </ConsoleRuntimeProvider>
    </StrictMode>,
  );
  return { html, title: pageTitle(loginScreen.meta?.title ?? t('layout.login'), config.app.title) };
}
