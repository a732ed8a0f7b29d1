import { CheckboxGroup } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { useFieldOptions } from '../useFieldOptions.ts';
import { asList, contractProps } from './fieldProps.ts';

/** `checkboxes`: a CheckboxGroup (with a 전체 box when `allLabel` is given); its value is the ticked list. */
const CheckboxesInput: FieldViewComponent = (props) => {
  const options = useFieldOptions(props.field);
  return (
    <CheckboxGroup
      {...contractProps(props)}
      name={props.field.name}
      options={options}
      value={asList(props.value)}
      onChange={(v: string[]) => props.onChange(v)}
      {...(props.field.allLabel ? { allLabel: props.field.allLabel } : {})}
    />
  );
};
export default CheckboxesInput;
