// `node --import ./ignoreCss.mjs`: stylesheets imported by components load as empty modules (the
// grid benchmark renders the kit in jsdom, where there is no CSS to apply).
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`)}`,
);
