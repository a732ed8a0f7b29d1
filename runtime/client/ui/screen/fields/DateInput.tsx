import { DateField } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { dateBound } from './dateBound.ts';
import { asText, contractProps } from './fieldProps.ts';

/** `date`: a DateField (typed or picked from its calendar) within `min`/`max`. */
const DateInput: FieldViewComponent = (props) => {
  const { field, today } = props;
  return (
    <DateField
      {...contractProps(props)}
      name={props.field.name}
      onBlur={props.onBlur}
      value={asText(props.value)}
      onChange={(v: string) => props.onChange(v)}
      min={dateBound(field.min, today)}
      max={dateBound(field.max, today)}
      {...(today ? { today } : {})}
    />
  );
};
export default DateInput;
