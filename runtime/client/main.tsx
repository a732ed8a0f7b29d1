import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { writeLocaleCookie } from './i18n/t.ts';
import { App } from './ui/shell/App.tsx';
import './ui/styles.css';
import './ui/screen/blocks.css';

writeLocaleCookie();
const el = document.getElementById('app');
if (el) {
  createRoot(el).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
