export {
  ADMIN_ID_PATTERN,
  type CreateAdministratorOptions,
  type CreateAdministratorResult,
  createAdministrator,
} from './createAdministrator.ts';
export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_PROFILES,
  type DemoAccount,
  demoUserRow,
  seedsDemoAccounts,
} from './demoAccounts.ts';
export {
  areaOf,
  buildMenuTree,
  DEFAULT_MENU_ID,
  DESKTOP_ONLY_MENU_ID,
  HIDDEN_MENU_IDS,
  IP_LIMITED_MENU_ID,
  MENU_AREAS,
  type MenuRow,
  type MenuTreeOptions,
  MOBILE_ONLY_MENU_ID,
  MY_PAGE_FOLDER_ID,
  MY_PAGE_MENU_ID,
  PUBLIC_MENU_ID,
  programIdOf,
  SPECIAL_MENU_PATHS,
} from './menuTree.ts';
export { seedAppProps, seedCodeMappingRules, seedCommonCodes, seedFileGroups } from './referenceData.ts';
export { buildRoleAuthorities, SEED_FUNCTIONS, SEED_ROLES, STAFF_AREAS } from './roleAuthorities.ts';
export { type SeedOptions, type SeedResult, seed, seedIfEmpty } from './seed.ts';
export type { SeedScreen } from './seedScreen.ts';
