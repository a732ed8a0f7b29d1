export {
  checkScreenSearch,
  type SearchCheck,
  type SearchParamSpec,
  type SearchSpec,
} from './checkScreenSearch.ts';
export type { ScreenMeta } from './screenMeta.ts';
