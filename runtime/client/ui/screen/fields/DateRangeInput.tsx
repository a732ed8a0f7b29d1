import { DateRangeField } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { useDateFormat } from '../useDateFormat.ts';
import { dateBound } from './dateBound.ts';
import { asList, contractProps } from './fieldProps.ts';

/** `dateRange`: a DateRangeField, shown as `app.dateFormat`; its value is [from, to]. */
const DateRangeInput: FieldViewComponent = (props) => {
  const { field, today } = props;
  const dateFormat = useDateFormat();
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
      dateFormat={dateFormat}
      {...(today ? { today } : {})}
    />
  );
};
export default DateRangeInput;
