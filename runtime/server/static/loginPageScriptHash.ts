import { createHash } from 'node:crypto';
import { LOGIN_PAGE_SCRIPT } from '../../core/pages/index.ts';

/** The CSP source (`'sha256-…'`) that allows the login page's one inline script (`LOGIN_PAGE_SCRIPT`). */
export const LOGIN_PAGE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(LOGIN_PAGE_SCRIPT).digest('base64')}'`;
