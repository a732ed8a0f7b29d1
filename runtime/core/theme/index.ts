export {
  AA_TEXT_CONTRAST,
  contrastRatio,
  darken,
  parseHexColour,
  relativeLuminance,
  tint,
} from './contrast.ts';
