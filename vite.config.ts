import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { consoleScreens } from './cli/compile/viteScreenPlugin.ts';

const root = import.meta.dirname;
const pages = { console: `${root}/runtime/client/index.html`, login: `${root}/runtime/client/login.html` };

// The client lives in runtime/client; `console build` writes it to dist/client. Screen manifests
// are compiled to components by the console-screens plugin. Two pages: the console (index.html,
// with the router) and the light login page (login.html, served for `auth.loginPath`).
export default defineConfig({
  root: `${root}/runtime/client`,
  publicDir: 'public',
  plugins: [consoleScreens(root), react()],
  // qs (the router's query strings) needs `side-channel`, whose dependencies build functions from
  // strings, which the CSP refuses: the browser gets a WeakMap-based one instead.
  resolve: { alias: { 'side-channel': `${root}/runtime/client/shims/sideChannel.cjs` } },
  build: {
    outDir: `${root}/dist/client`,
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    chunkSizeWarningLimit: 600,
    // .vite/manifest.json: the chunk graph the bundle budgets (tests/build) read. A dot folder, so the
    // static server (dotfiles: 'ignore') never serves it.
    manifest: true,
    rollupOptions: {
      input: { index: pages.console, login: pages.login },
      // Few script requests before a page works (issue 19: at most 5 for /login): the small chunks
      // Rolldown's automatic splitting makes of modules the pages and screens share (i18n, the API
      // client, the field kit, …, a dozen of them) are copied into each chunk that uses them instead
      // of being requested one by one. The entries export nothing, so their signatures need not stay.
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 40 * 1024 } } },
    },
  },
  server: { strictPort: true, fs: { allow: [root] } },
  clearScreen: false,
});
