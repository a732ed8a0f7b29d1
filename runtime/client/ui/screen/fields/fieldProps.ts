import type { FieldProps } from '../../kit/index.ts';
import { isRequired } from '../fieldRules.ts';
import type { FieldValueState, FieldViewProps } from '../screenContext.ts';

/** The kit's field contract (`FieldProps`: label, hint, error, required, disabled) of a manifest field. */
export function contractProps({ field, error }: FieldViewProps): FieldProps {
  return {
    label: field.label,
    hint: field.hint,
    error,
    required: isRequired(field),
    disabled: field.disabled,
  };
}

/** A text-valued field's value (other states read as empty). */
export const asText = (v: FieldValueState): string => (typeof v === 'string' ? v : '');

/** A list-valued field's value (other states read as empty). */
export const asList = (v: FieldValueState): string[] => (Array.isArray(v) ? v : []);

/** The props of the text-like kit fields: the contract, the text value and the placeholder. */
export function textProps(props: FieldViewProps) {
  return {
    ...contractProps(props),
    name: props.field.name,
    onBlur: props.onBlur,
    value: asText(props.value),
    onChange: (v: string) => props.onChange(v),
    placeholder: props.field.placeholder,
    trailing: props.trailing,
  };
}
