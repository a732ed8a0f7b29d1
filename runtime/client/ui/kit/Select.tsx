import type { SelectHTMLAttributes } from 'react';
import { t } from '../../i18n/index.ts';
import { FieldFrame } from './FieldFrame.tsx';
import type { FieldProps } from './fieldProps.ts';
import type { Option } from './options.ts';

/** Props of Select: the field contract plus native select attributes. */
export interface SelectProps
  extends Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'value' | 'defaultValue' | 'onChange' | 'id' | 'required' | 'multiple'
    >,
    FieldProps {
  options: readonly Option[];
  /** The chosen value; `''` shows the placeholder. */
  value: string;
  onChange: (value: string) => void;
  /**
   * First, empty choice; default `선택하세요`. Pass null to leave it out. It is left out as well when
   * an option has the value `''` (such as 전체): that option already stands for "nothing chosen".
   */
  placeholder?: string | null;
  hideLabel?: boolean | undefined;
}

/** A native select styled like the kit's inputs, so keyboard and screen-reader behaviour is the platform's. */
export function Select({
  label,
  options,
  value,
  onChange,
  placeholder = t('field.selectPlaceholder'),
  hint,
  error,
  required,
  hideLabel,
  className,
  ...rest
}: SelectProps) {
  const emptyChoice = placeholder === null || options.some((o) => o.value === '') ? null : placeholder;
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} hideLabel={hideLabel}>
      {({ id, describedBy }) => (
        <select
          {...rest}
          id={id}
          className={className ? `c-input c-select ${className}` : 'c-input c-select'}
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        >
          {emptyChoice === null ? null : <option value="">{emptyChoice}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
