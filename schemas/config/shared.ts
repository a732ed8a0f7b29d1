import { z } from 'zod';
import { isRelativeUrl } from '../../runtime/core/url/index.ts';

/** Device types of spec section 4. */
export const DEVICE_TYPES = ['ALL', 'DESKTOP', 'MOBILE', 'NODE'] as const;
/** Log level names of spec section 4 (their numeric map lives in runtime/core). */
export const LOG_LEVEL_NAMES = [
  'fatal',
  'error',
  'warn',
  'log',
  'info',
  'success',
  'debug',
  'trace',
] as const;

/** A path that passes the relative-URL rule of spec section 5 (the rule itself lives in runtime/core). */
export const relativePath = z.string().refine(isRelativeUrl, {
  message: 'must be a relative URL: start with "/", segments of letters, digits and @ - % _ ~',
});
