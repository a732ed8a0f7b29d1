import { displayValue } from '../../../../core/form/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { useDisplaySettings } from '../useDisplaySettings.ts';

/** `display`: read-only text shown with the field's `format`/`mask` (dates as `app.dateFormat`). */
const DisplayInput: FieldViewComponent = ({ field, value }) => {
  const settings = useDisplaySettings();
  return (
    <div className="c-field c-field--display">
      <span className="c-field__label">{field.label}</span>
      <output className="c-field__value">
        {displayValue(typeof value === 'string' ? value : null, field, settings)}
      </output>
    </div>
  );
};
export default DisplayInput;
