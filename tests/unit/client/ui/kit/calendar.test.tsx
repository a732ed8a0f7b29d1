// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  Calendar,
  type CalendarProps,
  DateField,
  DateRangeField,
  normalizeTypedDate,
  parseDateValue,
} from '../../../../../runtime/client/ui/kit/index.ts';

const TODAY = new Date(2026, 10, 21);

function CalendarHarness(props: Omit<Partial<CalendarProps>, 'onSelect'>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <Calendar today={TODAY} {...props} value={value} onSelect={setValue} />
      <output>{value}</output>
    </>
  );
}

/** The day numbers of each week row of the grid, '' for a blank cell (a day of another month). */
function weeks(grid: HTMLElement): string[][] {
  const rows = within(grid).getAllByRole('row').slice(1);
  return rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
}

const day = (name: string) => screen.getByRole('gridcell', { name });

describe('Calendar', () => {
  it('shows November 2026 from Sunday, with today marked and the only tab stop', () => {
    render(<CalendarHarness />);
    const grid = screen.getByRole('grid', { name: '2026년 11월' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    expect(within(grid).getAllByRole('columnheader')[0]?.getAttribute('abbr')).toBe('일요일');
    // 1 November 2026 is a Sunday: no leading blanks, five weeks, 30 (a Monday) alone in the last.
    expect(weeks(grid)[0]).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(weeks(grid)).toHaveLength(5);
    expect(weeks(grid)[4]).toEqual(['29', '30', '', '', '', '', '']);
    const today = day('2026년 11월 21일 토요일');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.tabIndex).toBe(0);
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(today.getAttribute('aria-selected')).toBe('false');
  });

  it('moves between months with 이전 달 / 다음 달, leaving the days of other months blank', () => {
    render(<CalendarHarness />);
    fireEvent.click(screen.getByRole('button', { name: '다음 달' }));
    const december = screen.getByRole('grid', { name: '2026년 12월' });
    expect(weeks(december)[0]).toEqual(['', '', '1', '2', '3', '4', '5']);
    expect(weeks(december)[4]).toEqual(['27', '28', '29', '30', '31', '', '']);
    fireEvent.click(screen.getByRole('button', { name: '이전 달' }));
    fireEvent.click(screen.getByRole('button', { name: '이전 달' }));
    const october = screen.getByRole('grid', { name: '2026년 10월' });
    expect(weeks(october)[0]).toEqual(['', '', '', '', '1', '2', '3']);
  });

  it('disables days outside min and max, and the month buttons that would only show such days', () => {
    render(<CalendarHarness min="2026-11-10" max="2026-11-25" />);
    const before = day('2026년 11월 9일 월요일');
    expect(before.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(before);
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
    expect(day('2026년 11월 10일 화요일').hasAttribute('aria-disabled')).toBe(false);
    expect(day('2026년 11월 26일 목요일').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: '이전 달' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '다음 달' })).toHaveProperty('disabled', true);
    fireEvent.click(day('2026년 11월 25일 수요일'));
    expect(screen.getByRole('status').textContent).toBe('2026-11-25');
  });

  it('moves focus with arrows, PageUp/PageDown, Home/End and selects with Enter and Space', () => {
    render(<CalendarHarness />);
    day('2026년 11월 21일 토요일').focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement as HTMLElement, { key });
    const focusedName = () => document.activeElement?.getAttribute('aria-label');
    press('ArrowRight');
    expect(focusedName()).toBe('2026년 11월 22일 일요일');
    press('ArrowDown');
    expect(focusedName()).toBe('2026년 11월 29일 일요일');
    press('ArrowDown');
    expect(focusedName()).toBe('2026년 12월 6일 일요일');
    expect(screen.queryByRole('grid', { name: '2026년 12월' })).not.toBeNull();
    press('PageUp');
    expect(focusedName()).toBe('2026년 11월 6일 금요일');
    press('Home');
    expect(focusedName()).toBe('2026년 11월 1일 일요일');
    press('End');
    expect(focusedName()).toBe('2026년 11월 7일 토요일');
    press('ArrowUp');
    expect(focusedName()).toBe('2026년 10월 31일 토요일');
    press('PageDown');
    expect(focusedName()).toBe('2026년 11월 30일 월요일');
    press('Enter');
    expect(screen.getByRole('status').textContent).toBe('2026-11-30');
    expect(day('2026년 11월 30일 월요일').getAttribute('aria-selected')).toBe('true');
    press('ArrowLeft');
    press(' ');
    expect(screen.getByRole('status').textContent).toBe('2026-11-29');
    expect(day('2026년 11월 30일 월요일').getAttribute('aria-selected')).toBe('false');
  });

  it('keeps keyboard focus within min and max', () => {
    render(<CalendarHarness min="2026-11-20" max="2026-11-22" />);
    day('2026년 11월 21일 토요일').focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2026년 11월 22일 일요일');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'PageUp' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2026년 11월 20일 금요일');
  });

  it('opens on the month of its value and highlights a range', () => {
    const { unmount } = render(<CalendarHarness value="2027-02-14" />);
    expect(day('2027년 2월 14일 일요일').getAttribute('aria-selected')).toBe('true');
    unmount();
    render(<Calendar today={TODAY} range={['2026-11-03', '2026-11-05']} onSelect={() => {}} />);
    const selected = screen
      .getAllByRole('gridcell')
      .filter((c) => c.getAttribute('aria-selected') === 'true')
      .map((c) => c.textContent);
    expect(selected).toEqual(['3', '4', '5']);
  });
});

describe('date values', () => {
  it('are local days: parsed from their parts, never shifted by a time zone', () => {
    const d = parseDateValue('2026-11-21');
    expect([d?.getFullYear(), d?.getMonth(), d?.getDate(), d?.getHours()]).toEqual([2026, 10, 21, 0]);
    expect(parseDateValue('2026-02-30')).toBeNull();
    expect(parseDateValue('2026-1-5')).toBeNull();
    expect(normalizeTypedDate('20261121')).toBe('2026-11-21');
    expect(normalizeTypedDate('2026.11.21')).toBeNull();
  });
});

function DateFieldHarness({ min, max }: { min?: string; max?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <DateField label="가입일" value={value} onChange={setValue} min={min} max={max} today={TODAY} />
      <output>{value}</output>
      <button type="button">바깥</button>
    </>
  );
}

describe('Calendar year and month pickers', () => {
  it('jumps to another year and month at once (a birth date is two choices away)', () => {
    render(<CalendarHarness />);
    fireEvent.change(screen.getByRole('combobox', { name: '연도' }), { target: { value: '1980' } });
    fireEvent.change(screen.getByRole('combobox', { name: '월' }), { target: { value: '4' } });
    const may = screen.getByRole('grid', { name: '1980년 5월' });
    fireEvent.click(within(may).getByRole('gridcell', { name: '1980년 5월 21일 수요일' }));
    expect(screen.getByRole('status').textContent).toBe('1980-05-21');
    const years = within(screen.getByRole('combobox', { name: '연도' })).getAllByRole('option');
    expect(years[0]?.textContent).toBe('2046년');
    expect(years.at(-1)?.textContent).toBe('1906년');
  });

  it('offers only the years within min and max', () => {
    render(<CalendarHarness min="2020-03-01" max="2027-06-30" />);
    const years = within(screen.getByRole('combobox', { name: '연도' })).getAllByRole('option');
    expect(years.map((o) => o.textContent)).toEqual([
      '2027년',
      '2026년',
      '2025년',
      '2024년',
      '2023년',
      '2022년',
      '2021년',
      '2020년',
    ]);
  });
});

describe('DateField', () => {
  it('accepts typed dates once they are valid and shows the stored value on blur', () => {
    render(<DateFieldHarness max="2026-12-31" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: '가입일' });
    const stored = () => screen.getByRole('status').textContent;
    fireEvent.change(input, { target: { value: '2026-11-3' } });
    expect(stored()).toBe('');
    fireEvent.change(input, { target: { value: '2026-11-30' } });
    expect(stored()).toBe('2026-11-30');
    fireEvent.change(input, { target: { value: '20261105' } });
    expect(stored()).toBe('2026-11-05');
    expect(input.value).toBe('2026-11-05');
    fireEvent.change(input, { target: { value: '2027-01-01' } });
    expect(stored()).toBe('2026-11-05');
    fireEvent.change(input, { target: { value: '2026-02-30' } });
    fireEvent.blur(input);
    expect(input.value).toBe('2026-11-05');
    // Not silently: the field says why the text was not taken, until a day is typed.
    expect(screen.getByRole('alert').textContent).toBe(
      '입력한 날짜(2026-02-30)가 올바르지 않아 반영하지 않았습니다. YYYY-MM-DD 형식으로 입력해주세요.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '2027-01-01' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe(
      '입력한 날짜(2027-01-01)가 선택할 수 있는 기간(2026-12-31 이전)이 아니어서 반영하지 않았습니다.',
    );
    fireEvent.change(input, { target: { value: '2026-11-06' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { value: '' } });
    expect(stored()).toBe('');
  });

  it('opens a calendar popover that picks a day, closes and gives focus back to its button', () => {
    render(<DateFieldHarness />);
    const button = screen.getByRole('button', { name: '달력 열기' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const dialog = screen.getByRole('dialog', { name: '가입일 선택' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2026년 11월 21일 토요일');
    fireEvent.click(within(dialog).getByRole('gridcell', { name: '2026년 11월 25일 수요일' }));
    expect(screen.getByRole('status').textContent).toBe('2026-11-25');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '가입일' }).value).toBe('2026-11-25');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    // Reopened, it shows the chosen day selected and focused.
    fireEvent.click(button);
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
  });

  it('closes on Escape (focus back on the button) and on a click outside', () => {
    render(<DateFieldHarness />);
    const button = screen.getByRole('button', { name: '달력 열기' });
    fireEvent.click(button);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '바깥' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

function RangeHarness({ initial = ['', ''] }: { initial?: [string, string] }) {
  const [value, setValue] = useState<[string, string]>(initial);
  return (
    <>
      <DateRangeField label="조회 기간" value={value} onChange={setValue} today={TODAY} max="2026-12-31" />
      <output>{value.join('~')}</output>
    </>
  );
}

describe('DateRangeField', () => {
  it('is one labelled group of 시작일 and 종료일', () => {
    render(<RangeHarness />);
    const group = screen.getByRole('group', { name: '조회 기간' });
    expect(within(group).getByRole('textbox', { name: '시작일' })).not.toBeNull();
    expect(within(group).getByRole('textbox', { name: '종료일' })).not.toBeNull();
  });

  it('names its inputs {name}-from and {name}-to for a form', () => {
    render(<DateRangeField label="조회 기간" name="period" value={['', '']} onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: '시작일' }).getAttribute('name')).toBe('period-from');
    expect(screen.getByRole('textbox', { name: '종료일' }).getAttribute('name')).toBe('period-to');
  });

  it('picks a range in the calendar: a day before the start restarts it, the end closes the popover', () => {
    render(<RangeHarness />);
    const stored = () => screen.getByRole('status').textContent;
    fireEvent.click(screen.getByRole('button', { name: '달력 열기' }));
    fireEvent.click(day('2026년 11월 10일 화요일'));
    expect(stored()).toBe('2026-11-10~');
    expect(screen.queryByRole('dialog', { name: '조회 기간 선택' })).not.toBeNull();
    fireEvent.click(day('2026년 11월 5일 목요일'));
    expect(stored()).toBe('2026-11-05~');
    fireEvent.click(day('2026년 11월 12일 목요일'));
    expect(stored()).toBe('2026-11-05~2026-11-12');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '달력 열기' }));
    const selected = screen
      .getAllByRole('gridcell')
      .filter((c) => c.getAttribute('aria-selected') === 'true')
      .map((c) => c.textContent);
    expect(selected).toEqual(['5', '6', '7', '8', '9', '10', '11', '12']);
  });

  it('refuses an inverted range by clearing the other end when a typed day would cross it', () => {
    render(<RangeHarness initial={['2026-11-05', '2026-11-12']} />);
    const stored = () => screen.getByRole('status').textContent;
    fireEvent.change(screen.getByRole('textbox', { name: '종료일' }), { target: { value: '2026-11-01' } });
    expect(stored()).toBe('~2026-11-01');
    fireEvent.change(screen.getByRole('textbox', { name: '시작일' }), { target: { value: '2026-10-20' } });
    expect(stored()).toBe('2026-10-20~2026-11-01');
    fireEvent.change(screen.getByRole('textbox', { name: '시작일' }), { target: { value: '2026-11-20' } });
    expect(stored()).toBe('2026-11-20~');
    fireEvent.change(screen.getByRole('textbox', { name: '종료일' }), { target: { value: '2027-01-01' } });
    expect(stored()).toBe('2026-11-20~');
  });
});
