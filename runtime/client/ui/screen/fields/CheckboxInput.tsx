import { Checkbox } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { contractProps } from './fieldProps.ts';

/** `checkbox`: one Checkbox; its value is true or false. */
const CheckboxInput: FieldViewComponent = (props) => (
  <Checkbox
    {...contractProps(props)}
    name={props.field.name}
    checked={props.value === true}
    onChange={(v) => props.onChange(v)}
  />
);
export default CheckboxInput;
