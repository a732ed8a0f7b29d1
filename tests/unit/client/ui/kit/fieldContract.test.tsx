// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ByteLimitField,
  type ByteLimitFieldProps,
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxProps,
  DateField,
  type DateFieldProps,
  DateRangeField,
  type DateRangeFieldProps,
  type FieldProps,
  NumberOnlyField,
  type NumberOnlyFieldProps,
  PasswordField,
  type PasswordFieldProps,
  RadioGroup,
  type RadioGroupProps,
  SegmentedSelect,
  type SegmentedSelectProps,
  Select,
  type SelectProps,
  Switch,
  type SwitchProps,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from '../../../../../runtime/client/ui/kit/index.ts';

const noop = () => {};
const OPTIONS = [
  { value: 'A', label: '가' },
  { value: 'B', label: '나' },
];

/** One kit field under the contract: how to render it, and where its name, description and state live. */
interface FieldCase {
  render: (props: FieldProps) => ReactElement;
  /** The control or group the label names. */
  named: () => HTMLElement;
  /** Elements that carry aria-describedby and aria-invalid. */
  described: string;
  /** Elements `disabled` turns off. */
  disabledControls: string;
  /** A group of choices marks only its legend when required (there is no one control to require). */
  group?: boolean;
}

const LABEL = '이름';
const byRole = (role: string) => () => screen.getByRole(role, { name: LABEL });

// Every field component of the kit, rendered from nothing but the contract's props (and what it needs).
const FIELDS: Record<string, FieldCase> = {
  TextField: {
    render: (p) => <TextField {...p} value="" onChange={noop} />,
    named: byRole('textbox'),
    described: 'input',
    disabledControls: 'input',
  },
  PasswordField: {
    render: (p) => <PasswordField {...p} value="" onChange={noop} />,
    named: () => screen.getByLabelText(/^이름( \*)?$/),
    described: 'input',
    disabledControls: 'input, button',
  },
  NumberOnlyField: {
    render: (p) => <NumberOnlyField {...p} value="" onChange={noop} />,
    named: byRole('textbox'),
    described: 'input',
    disabledControls: 'input',
  },
  ByteLimitField: {
    render: (p) => <ByteLimitField {...p} value="" onChange={noop} maxBytes={20} />,
    named: byRole('textbox'),
    described: 'input',
    disabledControls: 'input',
  },
  TextArea: {
    render: (p) => <TextArea {...p} value="" onChange={noop} />,
    named: byRole('textbox'),
    described: 'textarea',
    disabledControls: 'textarea',
  },
  Select: {
    render: (p) => <Select {...p} value="" onChange={noop} options={OPTIONS} />,
    named: byRole('combobox'),
    described: 'select',
    disabledControls: 'select',
  },
  DateField: {
    render: (p) => <DateField {...p} value="" onChange={noop} />,
    named: byRole('textbox'),
    described: 'input',
    disabledControls: 'input, button',
  },
  Checkbox: {
    render: (p) => <Checkbox {...p} checked={false} onChange={noop} />,
    named: byRole('checkbox'),
    described: 'input',
    disabledControls: 'input',
  },
  Switch: {
    render: (p) => <Switch {...p} checked={false} onChange={noop} />,
    named: byRole('switch'),
    described: '[role="switch"]',
    disabledControls: '[role="switch"]',
  },
  SegmentedSelect: {
    render: (p) => <SegmentedSelect {...p} value="" onChange={noop} options={OPTIONS} />,
    named: byRole('radiogroup'),
    described: '[role="radiogroup"]',
    disabledControls: '[role="radio"]',
  },
  RadioGroup: {
    render: (p) => <RadioGroup {...p} value="" onChange={noop} options={OPTIONS} />,
    named: byRole('group'),
    described: 'input',
    disabledControls: 'input',
    group: true,
  },
  CheckboxGroup: {
    render: (p) => <CheckboxGroup {...p} value={[]} onChange={noop} options={OPTIONS} />,
    named: byRole('group'),
    described: 'input',
    disabledControls: 'input',
    group: true,
  },
  DateRangeField: {
    render: (p) => <DateRangeField {...p} value={['', '']} onChange={noop} />,
    named: byRole('group'),
    described: 'input',
    disabledControls: 'input, button',
    group: true,
  },
};

const all = (container: HTMLElement, selector: string) => {
  const found = [...container.querySelectorAll<HTMLElement>(selector)];
  expect(found.length, selector).toBeGreaterThan(0);
  return found;
};
/** The lines describing a control, but a byte counter (ByteLimitField's own extra line). */
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id))
    .filter((line) => !line?.classList.contains('c-field__counter'))
    .map((line) => line?.textContent);

describe('the field props contract (label, hint, error, required, disabled)', () => {
  it('is a type the props of every field extend, with its five props as declared there (checked by npm run typecheck)', () => {
    expectTypeOf<Pick<TextFieldProps, keyof FieldProps>>().toEqualTypeOf<FieldProps>();
    expectTypeOf<Pick<PasswordFieldProps, keyof FieldProps>>().toEqualTypeOf<FieldProps>();
    expectTypeOf<Pick<NumberOnlyFieldProps, keyof FieldProps>>().toEqualTypeOf<FieldProps>();
    expectTypeOf<Pick<ByteLimitFieldProps, keyof FieldProps>>().toEqualTypeOf<FieldProps>();
    expectTypeOf<Pick<TextAreaProps, keyof FieldProps>>().toEqualTypeOf<FieldProps>();
    expectTypeOf<Pick<SelectProps, keyof FieldProps>>().toEqualTypeOf<FieldProps>();
    expectTypeOf<Pick<DateFieldProps, keyof FieldProps>>().toEqualTypeOf<FieldProps>();
    expectTypeOf<Pick<CheckboxProps, keyof FieldProps>>().toEqualTypeOf<FieldProps>();
    expectTypeOf<Pick<SwitchProps, keyof FieldProps>>().toEqualTypeOf<FieldProps>();
    expectTypeOf<Pick<SegmentedSelectProps, keyof FieldProps>>().toEqualTypeOf<FieldProps>();
    expectTypeOf<Pick<RadioGroupProps, keyof FieldProps>>().toEqualTypeOf<FieldProps>();
    expectTypeOf<Pick<CheckboxGroupProps, keyof FieldProps>>().toEqualTypeOf<FieldProps>();
    expectTypeOf<Pick<DateRangeFieldProps, keyof FieldProps>>().toEqualTypeOf<FieldProps>();
    expect(Object.keys(FIELDS)).toHaveLength(13);
  });

  it.each(Object.entries(FIELDS))('%s shows each the same way', (_, field) => {
    const { container } = render(
      field.render({ label: LABEL, hint: '도움말', error: '오류', required: true, disabled: true }),
    );
    // label: shown, naming the control or group; `*` after it, hidden from screen readers.
    expect(field.named).not.toThrow();
    const label = screen.getByText(LABEL);
    const mark = label.querySelector('.c-field__required');
    expect(mark?.textContent?.trim()).toBe('*');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    // hint and error: lines under the control, the error announced, both describing every control.
    expect(screen.getByText('도움말').className).toContain('c-field__hint');
    expect(screen.getByRole('alert').textContent).toBe('오류');
    for (const el of all(container, field.described)) {
      expect(describedBy(el)).toEqual(['도움말', '오류']);
      expect(el.getAttribute('aria-invalid')).toBe('true');
      // required: a single control is required itself (natively or through ARIA).
      if (!field.group) {
        expect((el as HTMLInputElement).required || el.getAttribute('aria-required') === 'true').toBe(true);
      }
    }
    // disabled: every control is off.
    for (const el of all(container, field.disabledControls)) expect(el.matches(':disabled')).toBe(true);
  });

  it.each(Object.entries(FIELDS))('%s shows nothing of them when they are not given', (_, field) => {
    const { container } = render(field.render({ label: LABEL }));
    expect(field.named).not.toThrow();
    expect(container.querySelector('.c-field__required, .c-field__hint, [role="alert"]')).toBeNull();
    expect(container.querySelector('[aria-invalid], [aria-required], [required]')).toBeNull();
    for (const el of all(container, field.described)) expect(describedBy(el)).toEqual([]);
    for (const el of all(container, field.disabledControls)) expect(el.matches(':disabled')).toBe(false);
  });
});
