// The page basics (tokens, reset, typography) and the screen frame with its blocks, which `component:`
// screens use as well; the components import their own sheets.
import './ui/base.css';
import './ui/screen/blocks.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { writeLocaleCookie } from './i18n/t.ts';
import { App } from './ui/shell/App.tsx';

writeLocaleCookie();
const el = document.getElementById('app');
if (el) {
  createRoot(el).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
