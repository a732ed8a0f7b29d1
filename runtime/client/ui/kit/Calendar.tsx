import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  getDaysInMonth,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ko } from 'date-fns/locale';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { clampDay, formatDateValue, isWithinBounds, parseDateValue } from './dateValue.ts';
import './date.css';
import { tShell } from '../../i18n/index.ts';

/** Props of Calendar. Every date is a local `yyyy-MM-dd` string. */
export interface CalendarProps {
  /** The selected day in single mode; default `''` (none). */
  value?: string | undefined;
  /** A selected range `[from, to]` (either may be `''`); when given the calendar shows a range. Default none. */
  range?: readonly [string, string] | undefined;
  /** Called with the day the user picked (click, Enter or Space); disabled days never reach it. */
  onSelect: (value: string) => void;
  /** Earliest selectable day; default none. */
  min?: string | undefined;
  /** Latest selectable day; default none. */
  max?: string | undefined;
  /** Today, marked with aria-current="date"; default `new Date()` (inject it for deterministic tests). */
  today?: Date | undefined;
  /** Move focus to the active day when mounted (used by the date popovers); default false. */
  autoFocus?: boolean | undefined;
}

// Weeks start on Sunday (spec section 9); date-fns' ko locale agrees, but say so explicitly.
const WEEK = { weekStartsOn: 0 } as const;
const DAY_STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
const MONTHS = Array.from({ length: 12 }, (_, i) => i);

/** The same day of month in another month (the last day when that month is shorter). */
const inMonth = (day: Date, year: number, monthIndex: number) =>
  new Date(year, monthIndex, Math.min(day.getDate(), getDaysInMonth(new Date(year, monthIndex, 1))));

/**
 * A month grid (WAI-ARIA date grid): 연도 and 월 pickers (a birth date is two choices away) between
 * 이전 달/다음 달 buttons, the grid named `2026년 11월`, weeks from 일 to 토,
 * days of other months left blank. One tab stop; arrows move by day/week, PageUp/PageDown by month
 * (with Shift by year), Home/End to the week's start/end, Enter/Space select.
 */
export function Calendar({
  value = '',
  range,
  onSelect,
  min,
  max,
  today = new Date(),
  autoFocus,
}: CalendarProps) {
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const focusPending = useRef(Boolean(autoFocus));
  const anchor = range ? range[1] || range[0] : value;
  const [focused, setFocused] = useState(() => clampDay(parseDateValue(anchor) ?? today, min, max));
  const focusedValue = formatDateValue(focused);

  // A value chosen elsewhere (typed into a date field) brings its month into view.
  useEffect(() => {
    const day = parseDateValue(anchor);
    if (day) setFocused(clampDay(day, min, max));
  }, [anchor, min, max]);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusedValue}"]`)?.focus();
  }, [focusedValue]);

  const month = startOfMonth(focused);
  const days = eachDayOfInterval({
    start: startOfWeek(month, WEEK),
    end: endOfWeek(endOfMonth(month), WEEK),
  });
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const todayValue = formatDateValue(today);
  const [from = '', to = ''] = range ?? [];
  const prevMonthEnd = formatDateValue(addDays(month, -1));
  // Years to jump to: the bounds' when given, else a lifetime back and a few years ahead (birth dates).
  const firstYear =
    parseDateValue(min ?? '')?.getFullYear() ?? Math.min(today.getFullYear() - 120, month.getFullYear());
  const lastYear =
    parseDateValue(max ?? '')?.getFullYear() ?? Math.max(today.getFullYear() + 20, month.getFullYear());
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, i) => lastYear - i);
  const nextMonthStart = formatDateValue(addMonths(month, 1));

  const moveTo = (day: Date, focus: boolean) => {
    focusPending.current = focus;
    setFocused(clampDay(day, min, max));
  };
  const choose = (day: Date) => {
    const v = formatDateValue(day);
    if (!isWithinBounds(v, min, max)) return;
    setFocused(day);
    onSelect(v);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    let next: Date | undefined;
    const step = DAY_STEP[e.key];
    if (step !== undefined) next = addDays(focused, step);
    else if (e.key === 'PageUp') next = addMonths(focused, e.shiftKey ? -12 : -1);
    else if (e.key === 'PageDown') next = addMonths(focused, e.shiftKey ? 12 : 1);
    else if (e.key === 'Home') next = startOfWeek(focused, WEEK);
    else if (e.key === 'End') next = endOfWeek(focused, WEEK);
    else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(focused);
      return;
    }
    if (!next) return;
    e.preventDefault();
    moveTo(next, true);
  };

  const isSelected = (v: string) =>
    range ? v === from || v === to || (from !== '' && to !== '' && v > from && v < to) : v === value;

  return (
    <div className="c-calendar">
      <div className="c-calendar__header">
        <button
          type="button"
          className="c-calendar__nav"
          aria-label={tShell('calendar.previousMonth')}
          disabled={Boolean(min && prevMonthEnd < min)}
          onClick={() => moveTo(addMonths(focused, -1), false)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id={titleId} className="c-visually-hidden" aria-live="polite">
          {format(month, tShell('calendar.monthTitle'), { locale: ko })}
        </p>
        <div className="c-calendar__title">
          <select
            className="c-calendar__pick"
            aria-label={tShell('calendar.year')}
            value={month.getFullYear()}
            onChange={(e) => moveTo(inMonth(focused, Number(e.target.value), month.getMonth()), false)}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {tShell('calendar.yearOption', { year: y })}
              </option>
            ))}
          </select>
          <select
            className="c-calendar__pick"
            aria-label={tShell('calendar.month')}
            value={month.getMonth()}
            onChange={(e) => moveTo(inMonth(focused, month.getFullYear(), Number(e.target.value)), false)}
          >
            {MONTHS.map((m) => (
              <option key={m} value={m}>
                {tShell('calendar.monthOption', { month: m + 1 })}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="c-calendar__nav"
          aria-label={tShell('calendar.nextMonth')}
          disabled={Boolean(max && nextMonthStart > max)}
          onClick={() => moveTo(addMonths(focused, 1), false)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table with role grid is the WAI-ARIA date picker pattern; it keeps the table's row/column semantics. */}
      <table ref={gridRef} role="grid" aria-labelledby={titleId} className="c-calendar__grid">
        <thead>
          <tr>
            {(weeks[0] ?? []).map((day) => (
              <th key={day.getDay()} scope="col" abbr={format(day, 'EEEE', { locale: ko })}>
                {format(day, 'EEEEE', { locale: ko })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={formatDateValue(week[0] ?? month)}>
              {week.map((day) => {
                const v = formatDateValue(day);
                if (!isSameMonth(day, month)) return <td key={v} className="c-calendar__blank" />;
                const disabled = !isWithinBounds(v, min, max);
                const selected = isSelected(v);
                const classes = [
                  'c-calendar__day',
                  v === todayValue ? 'is-today' : '',
                  selected ? 'is-selected' : '',
                  range && selected && v !== from && v !== to ? 'is-in-range' : '',
                  range && v === from ? 'is-range-start' : '',
                  range && v === to ? 'is-range-end' : '',
                  disabled ? 'is-disabled' : '',
                  day.getDay() === 0 ? 'is-sunday' : day.getDay() === 6 ? 'is-saturday' : '',
                ].filter(Boolean);
                return (
                  <td
                    key={v}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: cells of the date grid (WAI-ARIA date picker pattern).
                    role="gridcell"
                    data-date={v}
                    tabIndex={v === focusedValue ? 0 : -1}
                    aria-label={format(day, tShell('calendar.dayLabel'), { locale: ko })}
                    aria-selected={selected}
                    aria-disabled={disabled || undefined}
                    aria-current={v === todayValue ? 'date' : undefined}
                    className={classes.join(' ')}
                    onClick={() => choose(day)}
                    onKeyDown={onKeyDown}
                  >
                    {day.getDate()}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
