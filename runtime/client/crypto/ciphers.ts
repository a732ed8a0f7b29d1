// The cipher helpers of spec sections 5 and 9 (crypto-js), as one lazily loaded chunk.
export {
  aesEcbDecrypt,
  aesEcbEncrypt,
  TRIPLE_DES_KEY_LENGTH,
  TripleDesKeyError,
  tripleDesDecrypt,
  tripleDesEncrypt,
} from '../../core/crypto/index.ts';
