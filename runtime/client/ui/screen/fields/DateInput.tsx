import { DateField } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { useDateFormat } from '../useDateFormat.ts';
import { useToday } from '../useToday.ts';
import { dateBound } from './dateBound.ts';
import { asText, contractProps } from './fieldProps.ts';

/** `date`: a DateField (typed or picked from its calendar) within `min`/`max`, shown as `app.dateFormat`. */
const DateInput: FieldViewComponent = (props) => {
  const { field } = props;
  const dateFormat = useDateFormat();
  const consoleToday = useToday();
  const today = props.today ?? consoleToday;
  return (
    <DateField
      {...contractProps(props)}
      name={props.field.name}
      onBlur={props.onBlur}
      value={asText(props.value)}
      onChange={(v: string) => props.onChange(v)}
      min={dateBound(field.min, today)}
      max={dateBound(field.max, today)}
      dateFormat={dateFormat}
      today={today}
    />
  );
};
export default DateInput;
