/** What loadCiphers resolves with: AES-256 ECB and TripleDES (with its key-length rule). */
export type Ciphers = typeof import('./ciphers.ts');

/**
 * The cipher helpers, loaded on first use (`const { tripleDesEncrypt } = await loadCiphers()`):
 * crypto-js stays out of every page's entry chunk, /login's included, until a component asks.
 */
export function loadCiphers(): Promise<Ciphers> {
  return import('./ciphers.ts');
}
