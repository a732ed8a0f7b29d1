import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Content codings an answer made once and sent many times is kept in. */
export type Coding = 'br' | 'gzip';

/**
 * Compressed copies of `bytes`, each made on first use (brotli 9, gzip 9: once per content, never
 * per request) and kept; a failed one is made again next time.
 */
export function compressedCopies(bytes: Buffer): (coding: Coding) => Promise<Buffer> {
  const copies = new Map<Coding, Promise<Buffer>>();
  return (coding) => {
    let copy = copies.get(coding);
    if (!copy) {
      copy =
        coding === 'br'
          ? brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            })
          : gz(bytes, { level: 9 });
      copies.set(coding, copy);
      copy.catch(() => copies.delete(coding));
    }
    return copy;
  };
}

/** The coding to answer with for an `Accept-Encoding` header: br, then gzip, else none. */
export function pickCoding(header: string | undefined): Coding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}
