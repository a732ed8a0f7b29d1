// The page basics (tokens, reset, typography) and the screen frame with its blocks, which `component:`
// screens use as well; the components import their own sheets.
import './ui/base.css';
import './ui/screen/blocks.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { writeLocaleCookie } from './i18n/t.ts';
import { LoginApp } from './ui/shell/LoginApp.tsx';

// The light login page: no router, so /login loads React, the session and the login screen only.
writeLocaleCookie();
const el = document.getElementById('app');
if (el) {
  createRoot(el).render(
    <StrictMode>
      <LoginApp />
    </StrictMode>,
  );
}
