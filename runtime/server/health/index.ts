export { type HealthBody, type HealthRoutesOptions, healthRoutes } from './healthRoutes.ts';
export { BUILD_META_FILE, readBuildId } from './readBuildId.ts';
