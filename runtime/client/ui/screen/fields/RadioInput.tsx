import { RadioGroup } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { useFieldOptions } from '../useFieldOptions.ts';
import { asText, contractProps } from './fieldProps.ts';

/** `radio`: an inline RadioGroup over the field's options or common codes. */
const RadioInput: FieldViewComponent = (props) => {
  const options = useFieldOptions(props.field);
  return (
    <RadioGroup
      {...contractProps(props)}
      name={props.field.name}
      options={options}
      value={asText(props.value)}
      onChange={(v) => props.onChange(v)}
      inline
    />
  );
};
export default RadioInput;
