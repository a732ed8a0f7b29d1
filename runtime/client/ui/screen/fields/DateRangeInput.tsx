import { presetRange } from '../../../../core/time/index.ts';
import { tShell } from '../../../i18n/index.ts';
import { DateRangeField, formatDateValue } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { useDateFormat } from '../useDateFormat.ts';
import { useToday } from '../useToday.ts';
import { dateBound } from './dateBound.ts';
import { asList, contractProps } from './fieldProps.ts';

/**
 * `dateRange`: a DateRangeField, shown as `app.dateFormat`; its value is [from, to]. `presets` are
 * ranges ending today in the console's calendar (`app.timeZone`).
 */
const DateRangeInput: FieldViewComponent = (props) => {
  const { field } = props;
  const dateFormat = useDateFormat();
  const consoleToday = useToday();
  const today = props.today ?? consoleToday;
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
      today={today}
      presets={field.presets?.map((p) => ({
        label: tShell(`date.preset.${p}`),
        range: presetRange(p, formatDateValue(today)),
      }))}
    />
  );
};
export default DateRangeInput;
