export type { Ciphers } from './loadCiphers.ts';
export { loadCiphers } from './loadCiphers.ts';
