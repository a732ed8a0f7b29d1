import type { Plugin } from 'vite';

/** A `doc: '…',` line of the route table (every one is a single-line string literal). */
const DOC_LINE = /\n[ \t]*doc: (?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"),(?=\n)/g;

/**
 * Leaves the route table's one-line `doc` texts (for the README, the docs and the manifest JSON
 * Schema) out of the browser bundle: no page reads them, and every page, the login page too,
 * carries the table for its URLs.
 */
export function endpointDocsOut(): Plugin {
  return {
    name: 'console-endpoint-docs-out',
    // Before the TypeScript transform, on the source as written.
    enforce: 'pre',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('/schemas/api/endpoints.ts')) return null;
      return { code: code.replace(DOC_LINE, ''), map: null };
    },
  };
}
