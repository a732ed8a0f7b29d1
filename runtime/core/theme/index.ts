export {
  AA_TEXT_CONTRAST,
  contrastRatio,
  darken,
  parseHexColour,
  relativeLuminance,
  tint,
} from './contrast.ts';
export {
  DENSITIES,
  type Density,
  parseUserSettings,
  themeWithSettings,
  USER_THEME_COLOURS,
  type UserSettings,
  userSettingsKey,
} from './userSettings.ts';
