// The console page's composition root: the one place that reads the generated config and builds
// the page's runtime (token store, session, API client, initial data, tabs).

// The page basics (tokens, reset, typography) and the screen frame with its blocks, which `component:`
// screens use as well; the components import their own sheets.
import './ui/base.css';
import './ui/screen/blocks.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config, profileHeader } from './generated/config.gen.ts';
import { writeLocaleCookie } from './i18n/t.ts';
import { ConsoleRuntimeProvider, createConsoleRuntime } from './runtime/index.ts';
import { App } from './ui/shell/App.tsx';

const runtime = createConsoleRuntime(config, {
  profileHeader,
  dev: config.server.dev || import.meta.env.DEV,
});
writeLocaleCookie(config.i18n.locale);
const el = document.getElementById('app');
if (el) {
  createRoot(el).render(
    <StrictMode>
      <ConsoleRuntimeProvider runtime={runtime}>
        <App />
      </ConsoleRuntimeProvider>
    </StrictMode>,
  );
}
