export { byteLength, truncateToBytes } from './byteLength.ts';
export { isNumberOnlyKey, type KeyLike, NUMBER_ONLY_EDIT_KEYS } from './isNumberOnlyKey.ts';
