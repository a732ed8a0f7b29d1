import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const INDEX_HTML =
  '<!doctype html><html lang="ko"><head><title>콘솔</title></head><body><div id="app"></div></body></html>';
export const APP_JS = `console.log(${JSON.stringify('콘솔 '.repeat(200))});\n`;
export const SECRET = 'outside-the-client-folder';

export interface ClientDirFixture {
  /** Temp folder holding `client/` and a `secret.txt` beside it (for traversal checks). */
  root: string;
  clientDir: string;
  brBytes: Buffer;
  gzBytes: Buffer;
  cleanup: () => void;
}

/** A built-looking client folder: index.html, a hashed asset with .br/.gz siblings, build-meta.json. */
export function makeClientDir(options: { buildMeta?: unknown; index?: boolean } = {}): ClientDirFixture {
  const root = mkdtempSync(join(tmpdir(), 'console-server-'));
  const clientDir = join(root, 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  writeFileSync(join(root, 'secret.txt'), SECRET);
  if (options.index !== false) writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
  const brBytes = brotliCompressSync(APP_JS);
  const gzBytes = gzipSync(APP_JS);
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js.br'), brBytes);
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js.gz'), gzBytes);
  writeFileSync(join(clientDir, '.env'), 'SECRET=1');
  const meta = options.buildMeta === undefined ? { buildId: 'build-20250101-abc' } : options.buildMeta;
  if (meta !== null) writeFileSync(join(clientDir, 'build-meta.json'), JSON.stringify(meta));
  return { root, clientDir, brBytes, gzBytes, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
