import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MENU_ID,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  IP_LIMITED_MENU_ID,
  MOBILE_ONLY_MENU_ID,
  PUBLIC_MENU_ID,
} from '../../../runtime/server/db/index.ts';

const docsDir = new URL('../../../docs/', import.meta.url);
/** The README and every guide under docs/, where the database, the accounts and the commands are documented. */
const docs = [
  readFileSync(new URL('../../../README.md', import.meta.url), 'utf8'),
  ...readdirSync(docsDir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => readFileSync(new URL(f, docsDir), 'utf8')),
].join('\n');
const demoAccounts = readFileSync(new URL('example-console.md', docsDir), 'utf8');

describe('the docs document the database', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.usrId, a] as const))('lists demo account %s', (_, account) => {
    expect(demoAccounts).toContain(
      `| \`${account.usrId}\` | ${account.usrNm} | \`${DEMO_PASSWORD}\` | ${account.roleId} |`,
    );
    if (account.resCd) {
      const row = demoAccounts
        .split('\n')
        .find((l) => l.startsWith(`| \`${account.usrId}\` | ${account.usrNm} |`));
      expect(row).toContain(`\`${account.resCd}\``);
    }
  });

  it('names the settings, the commands and the special menu ids', () => {
    for (const text of [
      'DATABASE_URL',
      'CONSOLE_DATA_DIR',
      'TEST_DATABASE_URL',
      '`console db migrate`',
      '`console db seed [--demo] [--reset-demo]`',
      '`console admin create <userId> [--generate] [--name N]`',
      '`console secret rotate [--revoke]`',
      '`console admin unlock <userId>`',
      '# Security model',
      '## Deploying',
      'CONSOLE_SECRET_KEY',
      'CONSOLE_API_SECRET',
      `(\`${PUBLIC_MENU_ID}\`)`,
      `(\`${IP_LIMITED_MENU_ID}\`)`,
      `(\`${DEFAULT_MENU_ID}\`)`,
      `(\`${MOBILE_ONLY_MENU_ID}\`)`,
    ]) {
      expect(docs).toContain(text);
    }
  });
});
