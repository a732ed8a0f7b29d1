import { type FieldValueState, type FieldViewProps, useScreen } from './screenContext.ts';

export type { FieldValueState };

/** Props of FieldInput: a manifest field, its value and error, and what to call on change and blur. */
export type FieldInputProps = FieldViewProps;

/**
 * One manifest field as the kit component its `type` names, through the screen's field registry:
 * the generated screen module registers only the field views its forms and searches use
 * (`ui/screen/fields/<Type>Input.tsx`), so a screen without a date field carries no calendar code.
 */
export function FieldInput(props: FieldInputProps) {
  const View = useScreen().fields[props.field.type];
  if (!View) throw new Error(`no view registered for field type "${props.field.type}"`);
  return <View {...props} />;
}
