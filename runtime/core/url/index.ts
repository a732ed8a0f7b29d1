export {
  apiBaseOf,
  assetsBaseOf,
  BASE_PATH_PATTERN,
  ROOT_BASE_PATH,
  stripBasePath,
  withBasePath,
} from './basePath.ts';
export { type FilledPath, fillPathParameters } from './fillPathParameters.ts';
export { API_PREFIX, DECLARED_API_PREFIX, declaredApiName, declaredApiUrl, isApiPath } from './isApiPath.ts';
export { isRelativeUrl } from './isRelativeUrl.ts';
export { normalizePath } from './normalizePath.ts';
