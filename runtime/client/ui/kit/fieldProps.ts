/**
 * The props every kit field takes, with one meaning across the kit (TextField, PasswordField,
 * NumberOnlyField, ByteLimitField, TextArea, Select, RadioGroup, CheckboxGroup, Checkbox, Switch,
 * SegmentedSelect, DateField, DateRangeField): each field's props extend this type.
 */
export interface FieldProps {
  /** The visible label (a group's legend or group label): the accessible name of the control or group. */
  label: string;
  /** Helper line under the control(s), wired with `aria-describedby`; default none. */
  hint?: string | undefined;
  /**
   * Error line under the control(s), announced (`role="alert"`) and wired with `aria-describedby`;
   * the control(s) are `aria-invalid`. Default none.
   */
  error?: string | undefined;
  /**
   * A visual `*` after the label (hidden from screen readers). A single control is also native
   * `required` (`aria-required` for a custom control); a group of choices marks only its legend.
   * Default false.
   */
  required?: boolean | undefined;
  /** Disables the control(s): no focus, no change. Default false. */
  disabled?: boolean | undefined;
}
