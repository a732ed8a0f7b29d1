import { tShell } from '../../i18n/index.ts';
import { Button } from './Button.tsx';

/** Props of Paginator. */
export interface PaginatorProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages; below 1 shows nothing. */
  pageCount: number;
  onChange: (page: number) => void;
  /** Page buttons shown at once around the current page; default 5. */
  window?: number;
}

/** The page numbers to show: a run of `size` centred on `page` where the ends allow. */
export function pageWindow(page: number, pageCount: number, size: number): number[] {
  const count = Math.min(size, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/**
 * Page navigation labelled `페이지`: 이전, a window of page numbers (current one aria-current), 다음;
 * 처음 and 마지막 too when the window does not show every page.
 */
export function Paginator({ page, pageCount, onChange, window = 5 }: PaginatorProps) {
  if (pageCount < 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const ends = pageCount > window;
  return (
    <nav aria-label={tShell('paginator.label')} className="c-paginator">
      {ends ? (
        <Button variant="text" disabled={current <= 1} onClick={() => onChange(1)}>
          {tShell('paginator.first')}
        </Button>
      ) : null}
      <Button variant="text" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        {tShell('paginator.previous')}
      </Button>
      <ul className="c-paginator__list">
        {pageWindow(current, pageCount, window).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={n === current ? 'c-paginator__page is-current' : 'c-paginator__page'}
              aria-current={n === current ? 'page' : undefined}
              onClick={() => onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <Button variant="text" disabled={current >= pageCount} onClick={() => onChange(current + 1)}>
        {tShell('paginator.next')}
      </Button>
      {ends ? (
        <Button variant="text" disabled={current >= pageCount} onClick={() => onChange(pageCount)}>
          {tShell('paginator.last')}
        </Button>
      ) : null}
    </nav>
  );
}
