export { MASKING_TYPES, type MaskingType, mask } from './mask.ts';
