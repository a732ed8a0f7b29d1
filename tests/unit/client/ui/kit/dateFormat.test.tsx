// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  DateField,
  DateRangeField,
  displayDate,
  normalizeTypedDate,
} from '../../../../../runtime/client/ui/kit/index.ts';
import type { DateDisplayFormat } from '../../../../../runtime/core/format/index.ts';

const TODAY = new Date(2026, 10, 21);

function Harness({ dateFormat, initial = '' }: { dateFormat?: DateDisplayFormat; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="가입일"
        value={value}
        onChange={setValue}
        max="2026-12-31"
        today={TODAY}
        dateFormat={dateFormat}
      />
      <output>{value}</output>
    </>
  );
}

describe('date display format (app.dateFormat)', () => {
  it('shows a yyyy-MM-dd value as MM/dd/yy, or as it is by default', () => {
    expect(displayDate('2026-11-26')).toBe('2026-11-26');
    expect(displayDate('2026-11-26', 'MM/dd/yy')).toBe('11/26/26');
    expect(displayDate('', 'MM/dd/yy')).toBe('');
  });

  it('reads MM/dd/yy and MM/dd/yyyy only when that is the display format', () => {
    expect(normalizeTypedDate('12/25/26', 'MM/dd/yy', TODAY)).toBe('2026-12-25');
    expect(normalizeTypedDate('1/5/2027', 'MM/dd/yy', TODAY)).toBe('2027-01-05');
    // Two-digit years fall from 80 years back to 19 ahead: a birth year 65 is 1965.
    expect(normalizeTypedDate('03/01/65', 'MM/dd/yy', TODAY)).toBe('1965-03-01');
    expect(normalizeTypedDate('03/01/45', 'MM/dd/yy', TODAY)).toBe('2045-03-01');
    expect(normalizeTypedDate('02/30/26', 'MM/dd/yy', TODAY)).toBeNull();
    // yyyy-MM-dd and yyyyMMdd keep working; slashes mean nothing to the Korean format.
    expect(normalizeTypedDate('20261225', 'MM/dd/yy', TODAY)).toBe('2026-12-25');
    expect(normalizeTypedDate('12/25/26', 'yyyy-MM-dd', TODAY)).toBeNull();
  });

  it('a DateField shows and takes days in the default yyyy-MM-dd', () => {
    render(<Harness initial="2026-11-26" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: '가입일' });
    expect(input.value).toBe('2026-11-26');
    expect(input.placeholder).toBe('YYYY-MM-DD');
  });

  it('a DateField with MM/dd/yy shows the day that way, stores yyyy-MM-dd and says so when typing fails', () => {
    render(<Harness dateFormat="MM/dd/yy" initial="2026-11-26" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: '가입일' });
    const stored = () => screen.getByRole('status').textContent;
    expect(input.value).toBe('11/26/26');
    expect(input.placeholder).toBe('MM/DD/YY');
    fireEvent.change(input, { target: { value: '12/24/26' } });
    expect(stored()).toBe('2026-12-24');
    fireEvent.blur(input);
    expect(input.value).toBe('12/24/26');
    fireEvent.change(input, { target: { value: '13/01/26' } });
    fireEvent.blur(input);
    expect(input.value).toBe('12/24/26');
    expect(screen.getByRole('alert').textContent).toBe(
      '입력한 날짜(13/01/26)가 올바르지 않아 반영하지 않았습니다. MM/DD/YY 형식으로 입력해주세요.',
    );
    fireEvent.change(input, { target: { value: '01/02/27' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe(
      '입력한 날짜(01/02/27)가 선택할 수 있는 기간(12/31/26 이전)이 아니어서 반영하지 않았습니다.',
    );
    // A day picked from the calendar shows in the display format too.
    fireEvent.click(screen.getByRole('button', { name: '달력 열기' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('gridcell', { name: '2026년 12월 1일 화요일' }),
    );
    expect(stored()).toBe('2026-12-01');
    expect(input.value).toBe('12/01/26');
  });

  it('a DateRangeField with MM/dd/yy shows both ends that way', () => {
    render(
      <DateRangeField
        label="조회 기간"
        value={['2026-11-01', '2026-11-30']}
        onChange={() => {}}
        dateFormat="MM/dd/yy"
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '시작일' }).value).toBe('11/01/26');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '종료일' }).value).toBe('11/30/26');
  });
});
