export { aesEcbDecrypt, aesEcbEncrypt, sha256Hex } from './aesEcb.ts';
export { decodeBase62, encodeBase62, randomBase62 } from './base62.ts';
export { decodeBase64, encodeBase64 } from './base64.ts';
export { isValidTripleDesKeyBits } from './isValidTripleDesKeyBits.ts';
export {
  TRIPLE_DES_KEY_LENGTH,
  TRIPLE_DES_KEY_LENGTH_MESSAGE,
  TripleDesKeyError,
  tripleDesDecrypt,
  tripleDesEncrypt,
} from './tripleDes.ts';
export { BASE64, unpadUtf8 } from './unpadUtf8.ts';
