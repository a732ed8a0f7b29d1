import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { endpointDocsOut } from './cli/compile/viteEndpointDocs.ts';
import { consoleScreens } from './cli/compile/viteScreenPlugin.ts';

const root = import.meta.dirname;
const pages = { console: `${root}/runtime/client/index.html`, login: `${root}/runtime/client/login.html` };

// The client lives in runtime/client; `console build` writes it to dist/client. Screen manifests
// are compiled to components by the console-screens plugin. Two pages: the console (index.html,
// with the router) and the light login page (login.html, served for `auth.loginPath`).
export default defineConfig({
  root: `${root}/runtime/client`,
  publicDir: 'public',
  plugins: [consoleScreens(root), endpointDocsOut(), react()],
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
      // Few script requests before a page works (issue 19: at most 5 for /login), instead of the
      // dozens of small chunks Rolldown's automatic splitting makes of shared modules:
      // - `vendor`: the packages both pages run on; `icons`: lucide, the console page's alone;
      // - `shared`: the modules of the pages' first load (`$initial`) that more than one chunk
      //   needs (the login page loads vendor, shared and its entry);
      // - `kit`: the runtime's modules that screens share (fields, blocks, hooks), one chunk the
      //   console page loads with its entry, so a screen is one request of its own. The calendar,
      //   the grid, the export and other modules that only some screens or later moments need stay
      //   in their own chunks (tests/build holds a screen without a date field to no calendar code).
      // Screens keep one lazy chunk each.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|valtio|proxy-compare|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            // The icon set: the console page's, in a chunk of its own, so `shared` (which the login
            // page loads too) never carries it.
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 2 },
            { name: 'shared', tags: ['$initial'], minShareCount: 2, priority: 1 },
            {
              name: 'kit',
              test: (id) =>
                /[\\/]runtime[\\/](client|core)[\\/]/.test(id) &&
                !/[Cc]alendar|[Dd]ate|[Gg]rid|[Ee]xport|mockNative|events/.test(id),
              minShareCount: 2,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  server: { strictPort: true, fs: { allow: [root] } },
  clearScreen: false,
});
