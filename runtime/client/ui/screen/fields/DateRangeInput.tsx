import { DateRangeField } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { dateBound } from './dateBound.ts';
import { asList, contractProps } from './fieldProps.ts';

/** `dateRange`: a DateRangeField; its value is [from, to]. */
const DateRangeInput: FieldViewComponent = (props) => {
  const { field, today } = props;
  const [from = '', to = ''] = asList(props.value);
  return (
    <DateRangeField
      {...contractProps(props)}
      name={props.field.name}
      onBlur={props.onBlur}
      value={[from, to]}
      onChange={(v: readonly [string, string]) => props.onChange([v[0], v[1]])}
      min={dateBound(field.min, today)}
      max={dateBound(field.max, today)}
      {...(today ? { today } : {})}
    />
  );
};
export default DateRangeInput;
