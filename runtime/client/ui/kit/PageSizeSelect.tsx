import { useId } from 'react';
import { tShell } from '../../i18n/index.ts';

/** Props of PageSizeSelect. */
export interface PageSizeSelectProps {
  /** Rows per page now. */
  size: number;
  /** Sizes offered (the current one is added when missing). */
  sizes: readonly number[];
  onChange: (size: number) => void;
}

/** A compact native select `10개씩` … labelled `페이지당 행 수`, for a grid's top line. */
export function PageSizeSelect({ size, sizes, onChange }: PageSizeSelectProps) {
  const id = useId();
  // 전체 (0) comes last.
  const options = [...new Set([...sizes, size])].sort((a, b) => (a || Infinity) - (b || Infinity));
  return (
    <span className="c-page-size">
      <label htmlFor={id} className="c-visually-hidden">
        {tShell('grid.pageSize')}
      </label>
      <select
        id={id}
        className="c-page-size__select"
        value={size}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {n === 0 ? tShell('grid.pageSizeAll') : tShell('grid.pageSizeN', { n })}
          </option>
        ))}
      </select>
    </span>
  );
}
