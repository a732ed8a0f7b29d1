import type { FieldSpec } from '../../../../schemas/blocks/index.ts';
import { displayValue } from '../../../core/form/index.ts';
import { ByteLimitField } from '../kit/ByteLimitField.tsx';
import { Checkbox } from '../kit/Checkbox.tsx';
import { CheckboxGroup } from '../kit/CheckboxGroup.tsx';
import { DateField } from '../kit/DateField.tsx';
import { DateRangeField } from '../kit/DateRangeField.tsx';
import { formatDateValue } from '../kit/dateValue.ts';
import { NumberOnlyField } from '../kit/NumberOnlyField.tsx';
import { PasswordField } from '../kit/PasswordField.tsx';
import { RadioGroup } from '../kit/RadioGroup.tsx';
import { SegmentedSelect } from '../kit/SegmentedSelect.tsx';
import { Select } from '../kit/Select.tsx';
import { Switch } from '../kit/Switch.tsx';
import { TextArea } from '../kit/TextArea.tsx';
import { TextField } from '../kit/TextField.tsx';
import { isRequired } from './fieldRules.ts';
import { useFieldOptions } from './useFieldOptions.ts';

export type FieldValueState = string | boolean | string[];

export interface FieldInputProps {
  field: FieldSpec;
  value: FieldValueState;
  onChange: (value: FieldValueState) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** `today` for date bounds (tests pass a fixed day). */
  today?: Date;
}

const asText = (v: FieldValueState): string => (typeof v === 'string' ? v : '');
const asList = (v: FieldValueState): string[] => (Array.isArray(v) ? v : []);

/** Resolves `today`, `today-7`, `today+30` or a yyyy-MM-dd bound to yyyy-MM-dd. */
function dateBound(bound: string | undefined, today = new Date()): string | undefined {
  if (bound === undefined) return undefined;
  const m = /^today([+-]\d+)?$/.exec(bound);
  if (!m) return bound;
  return formatDateValue(
    new Date(today.getFullYear(), today.getMonth(), today.getDate() + Number(m[1] ?? 0)),
  );
}

/** A line under controls whose kit component has no error slot (a single checkbox, a switch, segments). */
function ErrorLine({ error }: { error: string | undefined }) {
  return error ? (
    <p className="c-field__hint is-invalid" role="alert">
      {error}
    </p>
  ) : null;
}

/** One manifest field as the kit component its `type` names. */
export function FieldInput({ field, value, onChange, onBlur, error, today }: FieldInputProps) {
  const options = useFieldOptions(field);
  const required = isRequired(field);
  const common = {
    label: field.label,
    hint: field.hint,
    error,
    required,
    disabled: field.disabled,
    name: field.name,
    onBlur,
  };
  const text = {
    ...common,
    value: asText(value),
    onChange: (v: string) => onChange(v),
    placeholder: field.placeholder,
  };
  switch (field.type) {
    case 'text':
    case 'search':
      return <TextField {...text} type={field.type === 'search' ? 'search' : 'text'} />;
    case 'password':
      return <PasswordField {...text} autoComplete="new-password" />;
    case 'number':
      return <NumberOnlyField {...text} />;
    case 'bytes':
      return <ByteLimitField {...text} maxBytes={field.maxBytes ?? 100} />;
    case 'textarea':
      return <TextArea {...text} {...(field.maxBytes ? { maxBytes: field.maxBytes } : {})} />;
    case 'select':
      return (
        <Select
          {...common}
          value={asText(value)}
          onChange={(v) => onChange(v)}
          options={options}
          placeholder={field.placeholder ?? '선택하세요'}
        />
      );
    case 'radio':
      return (
        <RadioGroup
          legend={field.label}
          name={field.name}
          options={options}
          value={asText(value)}
          onChange={(v) => onChange(v)}
          inline
          required={required}
          disabled={field.disabled}
          hint={field.hint}
          error={error}
        />
      );
    case 'segmented':
      return (
        <div className="c-field">
          <SegmentedSelect
            label={field.label}
            options={options}
            value={asText(value)}
            onChange={(v) => onChange(v)}
          />
          <ErrorLine error={error} />
        </div>
      );
    case 'checkbox':
      return (
        <div className="c-field">
          <Checkbox
            label={field.label}
            name={field.name}
            checked={value === true}
            onChange={(v) => onChange(v)}
            disabled={field.disabled}
          />
          <ErrorLine error={error} />
        </div>
      );
    case 'checkboxes':
      return (
        <CheckboxGroup
          legend={field.label}
          name={field.name}
          options={options}
          value={asList(value)}
          onChange={(v: string[]) => onChange(v)}
          required={required}
          disabled={field.disabled}
          hint={field.hint}
          error={error}
          {...(field.allLabel ? { allLabel: field.allLabel } : {})}
        />
      );
    case 'switch':
      return (
        <div className="c-field">
          <Switch
            label={field.label}
            checked={value === true}
            onChange={(v) => onChange(v)}
            disabled={field.disabled}
          />
          <ErrorLine error={error} />
        </div>
      );
    case 'date':
      return (
        <DateField
          {...common}
          value={asText(value)}
          onChange={(v: string) => onChange(v)}
          min={dateBound(field.min, today)}
          max={dateBound(field.max, today)}
          {...(today ? { today } : {})}
        />
      );
    case 'dateRange': {
      const [from = '', to = ''] = asList(value);
      return (
        <DateRangeField
          {...common}
          value={[from, to]}
          onChange={(v: readonly [string, string]) => onChange([v[0], v[1]])}
          min={dateBound(field.min, today)}
          max={dateBound(field.max, today)}
          {...(today ? { today } : {})}
        />
      );
    }
    case 'display':
      return (
        <div className="c-field c-field--display">
          <span className="c-field__label">{field.label}</span>
          <output className="c-field__value">
            {displayValue(typeof value === 'string' ? value : null, field)}
          </output>
        </div>
      );
  }
}
