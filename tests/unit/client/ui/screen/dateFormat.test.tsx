// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DateDisplayFormat } from '../../../../../runtime/core/format/index.ts';
import { testRuntime } from '../../support/testRuntime.ts';
import { renderScreen } from './renderScreen.tsx';

// The screens read app.dateFormat from the page's config: grid and detail cells, display fields and
// date fields all show days in it, while the values stay yyyy-MM-dd.
const app = testRuntime.config.app as { dateFormat: DateDisplayFormat };
const configured = app.dateFormat;
afterEach(() => {
  app.dateFormat = configured;
});

async function renderDates() {
  await renderScreen({
    body: [
      {
        type: 'grid',
        columns: [
          { key: 'title', label: '기념일' },
          { key: 'date', label: '날짜', format: 'date' },
          { key: 'at', label: '등록 일시', format: 'datetime' },
        ],
        source: { rows: [{ title: '결혼기념일', date: '2026-11-26', at: '2026-11-20T09:05:07' }] },
      },
      { type: 'details', items: [{ label: '가입일', value: '2025-03-01', format: 'date' }] },
      {
        type: 'form',
        fields: [
          { name: 'birth', label: '생일', type: 'date', default: '1965-03-01' },
          { name: 'since', label: '최초 가입', type: 'display', format: 'date', default: '2020-01-02' },
        ],
      },
    ],
  });
  const cells = within(screen.getAllByRole('row')[1]!)
    .getAllByRole('cell')
    .map((c) => c.textContent);
  return {
    cells,
    details: screen.getByText('가입일').nextElementSibling?.textContent,
    birth: screen.getByRole<HTMLInputElement>('textbox', { name: '생일' }).value,
    since: screen.getByText('최초 가입').nextElementSibling?.textContent,
  };
}

describe('app.dateFormat on screens', () => {
  it('shows yyyy-MM-dd by default (the Korean convention)', async () => {
    expect(configured).toBe('yyyy-MM-dd');
    expect(await renderDates()).toEqual({
      cells: ['결혼기념일', '2026-11-26', '2026-11-20 09:05:07'],
      details: '2025-03-01',
      birth: '1965-03-01',
      since: '2020-01-02',
    });
  });

  it("shows the spec's mm/dd/yy when the config says MM/dd/yy", async () => {
    app.dateFormat = 'MM/dd/yy';
    expect(await renderDates()).toEqual({
      cells: ['결혼기념일', '11/26/26', '11/20/26 09:05:07'],
      details: '03/01/25',
      birth: '03/01/65',
      since: '01/02/20',
    });
  });
});
