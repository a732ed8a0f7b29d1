import { type FormEvent, useId } from 'react';
import { t } from '../../../i18n/index.ts';
import { Button } from '../../kit/index.ts';
import { FieldInput, type FieldValueState } from '../FieldInput.tsx';
import { type BlockViewComponent, useScreen } from '../screenContext.ts';
import { searchFilters } from '../searchFilters.ts';
import { useFormState } from '../useFormState.ts';
import { Icon } from './icons.tsx';

/** `search`: filter fields for a grid; 조회 (or Enter, or any change when `live`) applies them. */
const SearchBlock: BlockViewComponent<'search'> = ({ block }) => {
  const { state } = useScreen();
  const form = useFormState(block.fields);
  const labelId = useId();
  const apply = (values: Record<string, unknown>) => {
    state.filters[block.for] = searchFilters(block.fields, values);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (form.submit()) apply(form.values);
  };
  const onChange = (name: string, v: FieldValueState) => {
    form.change(name, v);
    if (block.live) apply({ ...form.values, [name]: v });
  };
  return (
    <search className="c-search" aria-labelledby={labelId}>
      <h2 id={labelId} className="c-visually-hidden">
        {t('search.legend')}
      </h2>
      <form className="c-search__form" noValidate onSubmit={onSubmit}>
        <div className="c-search__fields">
          {block.fields.map((field) => (
            <div
              key={field.name}
              className={
                field.type === 'dateRange' ? 'c-search__field c-search__field--range' : 'c-search__field'
              }
            >
              <FieldInput
                field={field}
                value={form.values[field.name] ?? ''}
                error={form.errors[field.name]}
                onChange={(v) => onChange(field.name, v)}
                onBlur={() => form.blur(field.name)}
              />
            </div>
          ))}
        </div>
        <div className="c-search__actions">
          {block.reset ? (
            <Button
              variant="tertiary"
              onClick={() => {
                form.reset();
                delete state.filters[block.for];
              }}
            >
              {t('search.reset')}
            </Button>
          ) : null}
          <Button variant="primary" type="submit" icon={<Icon name="search" />}>
            {block.submitLabel}
          </Button>
        </div>
      </form>
    </search>
  );
};
export default SearchBlock;
