import { Switch } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { contractProps } from './fieldProps.ts';

/** `switch`: a Switch; its value is true or false. */
const SwitchInput: FieldViewComponent = (props) => (
  <Switch {...contractProps(props)} checked={props.value === true} onChange={(v) => props.onChange(v)} />
);
export default SwitchInput;
