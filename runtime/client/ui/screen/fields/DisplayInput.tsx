import { displayValue } from '../../../../core/form/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';

/** `display`: read-only text shown with the field's `format`/`mask`. */
const DisplayInput: FieldViewComponent = ({ field, value }) => (
  <div className="c-field c-field--display">
    <span className="c-field__label">{field.label}</span>
    <output className="c-field__value">
      {displayValue(typeof value === 'string' ? value : null, field)}
    </output>
  </div>
);
export default DisplayInput;
