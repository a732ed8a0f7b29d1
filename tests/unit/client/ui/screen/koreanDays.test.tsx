// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from './renderScreen.tsx';

// A staff user's browser in Los Angeles at 07:30 on 27 November in Korea (14:30 on the 26th there):
// the screens count and show the console's days (app.timeZone, Asia/Seoul), not the browser's.
const MORNING_IN_KOREA = '2026-11-26T22:30:00.000Z';
const before = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(MORNING_IN_KOREA) });
});
afterAll(() => {
  vi.useRealTimers();
  process.env.TZ = before;
});

describe('Korean days in a browser elsewhere', () => {
  it('shows an instant in the Korean calendar, and counts today and the presets from the Korean day', async () => {
    expect(new Date().getDate()).toBe(26); // the browser's own day
    await renderScreen({
      body: [
        {
          type: 'search',
          for: 'list',
          fields: [
            {
              name: 'regDt',
              label: '등록일',
              type: 'dateRange',
              max: 'today',
              presets: ['today', '1w', '1m'],
            },
          ],
        },
        {
          type: 'grid',
          id: 'list',
          columns: [
            { key: 'title', label: '제목' },
            { key: 'at', label: '등록 일시', format: 'datetime' },
            { key: 'day', label: '등록일', format: 'date' },
          ],
          source: { rows: [{ title: '아침 공지', at: MORNING_IN_KOREA, day: MORNING_IN_KOREA }] },
        },
      ],
    });
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['아침 공지', '2026-11-27 07:30:00', '2026-11-27']);

    const presets = screen.getByRole('group', { name: '빠른 기간 선택' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['오늘', '1주일', '1개월']);
    const start = screen.getByRole<HTMLInputElement>('textbox', { name: '시작일' });
    const end = screen.getByRole<HTMLInputElement>('textbox', { name: '종료일' });
    fireEvent.click(within(presets).getByRole('button', { name: '1개월' }));
    expect([start.value, end.value]).toEqual(['2026-10-27', '2026-11-27']);
    expect(within(presets).getByRole('button', { name: '1개월' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(presets).getByRole('button', { name: '오늘' }));
    expect([start.value, end.value]).toEqual(['2026-11-27', '2026-11-27']);
  });
});
