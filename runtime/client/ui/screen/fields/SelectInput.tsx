import { t } from '../../../i18n/index.ts';
import { Select } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { useFieldOptions } from '../useFieldOptions.ts';
import { asText, contractProps } from './fieldProps.ts';

/** `select`: a native Select over the field's options or common codes. */
const SelectInput: FieldViewComponent = (props) => {
  const options = useFieldOptions(props.field);
  return (
    <Select
      {...contractProps(props)}
      name={props.field.name}
      onBlur={props.onBlur}
      value={asText(props.value)}
      onChange={(v) => props.onChange(v)}
      options={options}
      placeholder={props.field.placeholder ?? t('field.selectPlaceholder')}
    />
  );
};
export default SelectInput;
