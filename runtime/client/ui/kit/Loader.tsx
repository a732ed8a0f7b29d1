import { t } from '../../i18n/index.ts';
/** Props of Loader. */
export interface LoaderProps {
  /** Announced and shown text; default `불러오는 중입니다.` */
  label?: string;
  /** Show only the spinner and keep the text for screen readers; default false. */
  compact?: boolean;
}

/** A polite loading indicator: a status region with a spinner and Korean text. */
export function Loader({ label = t('app.loading'), compact = false }: LoaderProps) {
  return (
    <div role="status" className="c-loader">
      <span className="c-loader__spinner" aria-hidden="true" />
      <span className={compact ? 'c-visually-hidden' : 'c-loader__label'}>{label}</span>
    </div>
  );
}
