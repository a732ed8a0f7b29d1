// The page basics (tokens, reset, typography); the components import their own sheets.
import './ui/base.css';
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
