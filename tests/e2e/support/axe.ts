import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { waitForQuiet } from './quiet.ts';

// axe-core over a page: no serious or critical WCAG 2.0/2.1 A/AA violation (a11y.spec.ts and the
// administration screens' journeys).

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** One violation as a failure line: impact, rule, what to do, the help URL and each target selector. */
function describeViolation(v: Result): string {
  const targets = v.nodes.map((n) => `    - ${n.target.map(String).join(' ')}`);
  return [`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`, ...targets].join('\n');
}

/** A rule axe could not decide (needs a look by hand): id, its first few targets and why (with colours). */
function briefly(r: Result): string {
  const targets = r.nodes.map((n) => {
    const data = n.any[0]?.data as
      | { messageKey?: string; fgColor?: string; bgColor?: string; contrastRatio?: number }
      | undefined;
    const colours = data?.fgColor ? `, ${data.fgColor} on ${data.bgColor} = ${data.contrastRatio}:1` : '';
    return `${n.target.map(String).join(' ')}${data?.messageKey ? ` (${data.messageKey}${colours})` : ''}`;
  });
  const more = targets.length > 5 ? ` (+${targets.length - 5} more)` : '';
  return `  ${r.id}: ${targets.slice(0, 5).join(' | ')}${more}`;
}

/** Runs axe with the WCAG 2.0/2.1 A and AA rules; fails listing every serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const { violations, passes, incomplete } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const failing = violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  const minor = violations.filter((v) => !FAILING_IMPACTS.has(v.impact ?? ''));
  if (minor.length) {
    process.stdout.write(
      `${label}: ${minor.length} minor/moderate axe finding(s) (not failing):\n${minor.map(describeViolation).join('\n')}\n`,
    );
  }
  process.stdout.write(
    `${label}: ${failing.length} serious/critical axe violation(s); ${passes.length} rules passed, ` +
      `${incomplete.length} to review by hand${incomplete.length ? `:\n${incomplete.map(briefly).join('\n')}` : ''}\n`,
  );
  expect(
    failing.length,
    `${label}: serious/critical accessibility violations (axe, ${WCAG_TAGS.join(', ')}):\n${failing
      .map(describeViolation)
      .join('\n')}\n`,
  ).toBe(0);
}

/** Waits until the route's screen has rendered and its requests have settled. */
export async function settle(page: Page, heading: RegExp | string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await waitForQuiet(page);
}
