// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  Checkbox,
  CheckboxGroup,
  DateRangeField,
  type Option,
  RadioGroup,
  SegmentedSelect,
  Select,
  Switch,
} from '../../../../../runtime/client/ui/kit/index.ts';

const GRADES: Option[] = [
  { value: 'RG', label: '로얄골드' },
  { value: 'G', label: '골드' },
  { value: 'S', label: '실버', disabled: true },
  { value: 'F', label: '패밀리' },
];

describe('Select', () => {
  function Harness({ error }: { error?: string }) {
    const [value, setValue] = useState('');
    return (
      <>
        <Select label="회원 등급" options={GRADES} value={value} onChange={setValue} error={error} required />
        <output>{value}</output>
      </>
    );
  }

  it('starts on 선택하세요 and reports the chosen value', () => {
    render(<Harness />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: '회원 등급' });
    expect(select.selectedOptions[0]?.textContent).toBe('선택하세요');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '선택하세요',
      '로얄골드',
      '골드',
      '실버',
      '패밀리',
    ]);
    expect(screen.getByRole<HTMLOptionElement>('option', { name: '실버' }).disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'G' } });
    expect(screen.getByRole('status').textContent).toBe('G');
    expect(select.required).toBe(true);
  });

  it('is invalid and described by its error', () => {
    render(<Harness error="회원 등급을 선택하세요." />);
    const select = screen.getByRole('combobox', { name: '회원 등급' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '회원 등급을 선택하세요.',
    );
  });

  it('leaves the placeholder out when an option has the empty value (전체)', () => {
    render(
      <Select
        label="회원 등급"
        options={[{ value: '', label: '전체' }, ...GRADES]}
        value=""
        onChange={() => {}}
        placeholder="등급 선택"
      />,
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '전체',
      '로얄골드',
      '골드',
      '실버',
      '패밀리',
    ]);
  });
});

describe('Checkbox', () => {
  it('toggles from its label', () => {
    function Harness() {
      const [checked, setChecked] = useState(false);
      return <Checkbox label="아이디 저장" checked={checked} onChange={setChecked} />;
    }
    render(<Harness />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: '아이디 저장' });
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('아이디 저장'));
    expect(box.checked).toBe(true);
  });
});

describe('RadioGroup', () => {
  it('is a named group of native radios sharing one name, so the browser handles arrow keys', () => {
    function Harness() {
      const [value, setValue] = useState('F');
      return (
        <RadioGroup
          label="성별"
          options={[
            { value: 'F', label: '여성' },
            { value: 'M', label: '남성' },
          ]}
          value={value}
          onChange={setValue}
        />
      );
    }
    render(<Harness />);
    const group = screen.getByRole('group', { name: '성별' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '여성' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '남성' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '남성' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '여성' }).checked).toBe(false);
  });
});

describe('grouped fields with a hint and an error', () => {
  /** The text of the lines an element's aria-describedby names. */
  const description = (el: HTMLElement) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);

  it('RadioGroup: the enabled radios are invalid and described by the hint and error inside the group', () => {
    render(
      <RadioGroup
        label="회원 등급"
        options={GRADES}
        value=""
        onChange={() => {}}
        required
        hint="하나를 고르세요."
        error="필수 입력 항목입니다."
      />,
    );
    const group = screen.getByRole('group', { name: /회원 등급/ });
    expect(within(group).getByRole('alert').textContent).toBe('필수 입력 항목입니다.');
    for (const radio of within(group).getAllByRole<HTMLInputElement>('radio')) {
      expect(radio.getAttribute('aria-invalid')).toBe(radio.disabled ? null : 'true');
      expect(description(radio)).toEqual(['하나를 고르세요.', '필수 입력 항목입니다.']);
    }
  });

  it('CheckboxGroup: the 전체 box and the enabled boxes are invalid and described by the error', () => {
    render(
      <CheckboxGroup
        label="회원 등급"
        name="grades"
        options={GRADES}
        value={[]}
        onChange={() => {}}
        allLabel="전체"
        required
        error="필수 입력 항목입니다."
      />,
    );
    const group = screen.getByRole('group', { name: /회원 등급/ });
    expect(group.querySelector('.c-field__required')).not.toBeNull();
    expect(within(group).getByRole('alert').textContent).toBe('필수 입력 항목입니다.');
    const boxes = within(group).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((b) => b.getAttribute('aria-invalid'))).toEqual(['true', 'true', 'true', null, 'true']);
    for (const box of boxes) expect(description(box)).toEqual(['필수 입력 항목입니다.']);
    expect(boxes.slice(1).map((b) => b.name)).toEqual(['grades', 'grades', 'grades', 'grades']);
  });

  it('without an error nothing is invalid or described', () => {
    render(
      <>
        <RadioGroup label="등급" options={GRADES} value="" onChange={() => {}} />
        <CheckboxGroup label="관심" options={GRADES} value={[]} onChange={() => {}} />
        <DateRangeField label="기간" value={['', '']} onChange={() => {}} />
      </>,
    );
    expect(document.querySelector('[aria-invalid], [aria-describedby], [role="alert"]')).toBeNull();
  });
});

describe('Switch', () => {
  it('is a native button with role switch whose aria-checked follows the state', () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return <Switch label="알림 수신" checked={on} onChange={setOn} />;
    }
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: '알림 수신' });
    // A native <button> is activated by Space and Enter in every browser; jsdom does not synthesise that click.
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('type')).toBe('button');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});

describe('SegmentedSelect', () => {
  function Harness({ initial = '' }: { initial?: string }) {
    const [value, setValue] = useState(initial);
    return <SegmentedSelect label="등급" options={GRADES} value={value} onChange={setValue} />;
  }

  it('has one tab stop, on the first choice until something is chosen', () => {
    render(<Harness />);
    expect(screen.queryByRole('radiogroup', { name: '등급' })).not.toBeNull();
    const tabbable = screen.getAllByRole('radio').filter((r) => r.tabIndex === 0);
    expect(tabbable.map((r) => r.textContent)).toEqual(['로얄골드']);
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('chooses by click and moves with arrows (skipping disabled, wrapping), Home and End', () => {
    render(<Harness initial="G" />);
    const radio = (name: string) => screen.getByRole('radio', { name });
    expect(radio('골드').getAttribute('aria-checked')).toBe('true');
    expect(radio('골드').tabIndex).toBe(0);
    fireEvent.keyDown(radio('골드'), { key: 'ArrowRight' });
    expect(radio('패밀리').getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(radio('패밀리'));
    fireEvent.keyDown(radio('패밀리'), { key: 'ArrowDown' });
    expect(radio('로얄골드').getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(radio('로얄골드'), { key: 'ArrowLeft' });
    expect(radio('패밀리').getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(radio('패밀리'), { key: 'Home' });
    expect(radio('로얄골드').getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(radio('로얄골드'), { key: 'End' });
    expect(radio('패밀리').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(radio('골드'));
    expect(radio('골드').getAttribute('aria-checked')).toBe('true');
    expect(radio('패밀리').tabIndex).toBe(-1);
  });
});
