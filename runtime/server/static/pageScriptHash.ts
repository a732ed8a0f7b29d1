import { createHash } from 'node:crypto';
import { PAGE_SCRIPT } from '../../core/pages/index.ts';

/** The CSP source (`'sha256-…'`) that allows the login page's one inline script (`PAGE_SCRIPT`). */
export const PAGE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'`;
