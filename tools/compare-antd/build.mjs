// Bundles app.jsx (ant-design-pro's ProLayout and ProTable over the console's 회원 관리 rows) into
// app.js beside index.html.
import { build } from 'esbuild';

await build({
  entryPoints: ['app.jsx'],
  bundle: true,
  outfile: 'app.js',
  jsx: 'automatic',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
