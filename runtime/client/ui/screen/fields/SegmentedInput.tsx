import { SegmentedSelect } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { useFieldOptions } from '../useFieldOptions.ts';
import { asText, contractProps } from './fieldProps.ts';

/** `segmented`: a SegmentedSelect (a row of buttons acting as radios). */
const SegmentedInput: FieldViewComponent = (props) => {
  const options = useFieldOptions(props.field);
  return (
    <SegmentedSelect
      {...contractProps(props)}
      options={options}
      value={asText(props.value)}
      onChange={(v) => props.onChange(v)}
    />
  );
};
export default SegmentedInput;
