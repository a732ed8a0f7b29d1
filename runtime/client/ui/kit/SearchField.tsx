import { useId, useState } from 'react';
import { t } from '../../i18n/index.ts';
import { Button } from './Button.tsx';

/** Props of SearchField. */
export interface SearchFieldProps {
  /** Called with the trimmed query when the user presses Enter or 검색. */
  onSearch: (query: string) => void;
  /** Accessible name of the input (visually hidden); default `검색어`. */
  label?: string;
  /** Accessible name of the search landmark; default the label. */
  landmarkLabel?: string;
  /** Starting text; default empty. */
  defaultValue?: string;
  placeholder?: string;
}

/** A search landmark: one labelled input and a 검색 button; Enter submits. */
export function SearchField({
  onSearch,
  label = t('field.searchLabel'),
  landmarkLabel,
  defaultValue = '',
  placeholder,
}: SearchFieldProps) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some screen readers (and jsdom); the role is the portable form.
    <form
      role="search"
      aria-label={landmarkLabel ?? label}
      className="c-search-field"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(value.trim());
      }}
    >
      <label className="c-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="c-input c-search-field__input"
        value={value}
        placeholder={placeholder}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" variant="primary">
        {t('field.search')}
      </Button>
    </form>
  );
}
