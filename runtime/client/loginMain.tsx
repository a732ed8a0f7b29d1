// The light login page's composition root (no router): it reads the generated config and builds
// the page's runtime, as main.tsx does for the console, so /login loads React, the session and the
// login screen only.

// The page sheets, linked by both pages in this order (a screen's spacing wins over the kit's): the
// basics (tokens, reset, typography), the kit's common sheet and the screen frame with its blocks,
// which `component:` screens use as well. Nothing else imports them, so they share one chunk and
// keep this order; the other sheets (layout, menu, tabs, date, grid, …) come with their components.
import './ui/base.css';
import './ui/kit/kit.css';
import './ui/screen/blocks.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { APP_ROOT_ID } from '../core/pages/index.ts';
import { bootPage } from './bootPage.ts';
import { config, profileHeader } from './generated/config.gen.ts';
import { readInlineInitialData } from './initialData/index.ts';
import { LoginRoot } from './ui/shell/LoginRoot.tsx';

// The server inlines the initial data into the page: no call before the first render.
const runtime = bootPage(config, profileHeader, import.meta.env.DEV, {
  initialData: readInlineInitialData(),
});
const el = document.getElementById(APP_ROOT_ID);
if (el) {
  const page = <LoginRoot runtime={runtime} />;
  // The build rendered the page into the HTML (serverRender.tsx): take it over. The dev server
  // serves it empty: render it.
  if (el.firstElementChild) hydrateRoot(el, page);
  else createRoot(el).render(page);
}
