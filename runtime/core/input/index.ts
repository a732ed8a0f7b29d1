export { byteLength, truncateToBytes } from './byteLength.ts';
export { exceedsJsonDepth } from './exceedsJsonDepth.ts';
export { isNumberOnlyKey, type KeyLike, NUMBER_ONLY_EDIT_KEYS } from './isNumberOnlyKey.ts';
