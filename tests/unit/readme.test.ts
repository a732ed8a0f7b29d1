import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configReference } from '../../cli/compile/configReference.ts';
import { DIAGNOSTIC_CODES } from '../../cli/compile/diagnostic.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README stays true', () => {
  it.each(configReference())('documents config key $key with its default', (row) => {
    expect(readme).toContain(`| \`${row.key}\` | \`${row.default}\` |`);
  });
  it.each(Object.keys(DIAGNOSTIC_CODES))('documents diagnostic code %s', (code) => {
    expect(readme).toMatch(new RegExp(`^\\| ${code} \\|`, 'm'));
  });
  it('keeps the two-command quick start', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
  });
});
