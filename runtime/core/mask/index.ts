export { MASKING_TYPES, type MaskingPreset, type MaskingType, type MaskRule, mask } from './mask.ts';
