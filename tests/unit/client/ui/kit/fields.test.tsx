// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ByteLimitField,
  NumberOnlyField,
  SearchField,
  TextArea,
  TextField,
} from '../../../../../runtime/client/ui/kit/index.ts';

function ControlledText(props: { hint?: string; error?: string; required?: boolean }) {
  const [value, setValue] = useState('');
  return <TextField label="이름" value={value} onChange={setValue} {...props} />;
}

describe('TextField', () => {
  it('is named by its label, and the required marker is not read as part of the name', () => {
    render(<ControlledText required />);
    const input = screen.getByRole('textbox', { name: '이름' });
    expect(input).toHaveProperty('required', true);
    expect(screen.getByText('*', { exact: false }).getAttribute('aria-hidden')).toBe('true');
    fireEvent.change(input, { target: { value: '홍길동' } });
    expect(input).toHaveProperty('value', '홍길동');
  });

  it('describes itself with its hint and, when invalid, its error', () => {
    render(<ControlledText hint="실명을 입력하세요." error="이름을 입력하세요." />);
    const input = screen.getByRole('textbox', { name: '이름' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['실명을 입력하세요.', '이름을 입력하세요.']);
    expect(screen.getByRole('alert').textContent).toBe('이름을 입력하세요.');
  });

  it('is not invalid and not described when there is nothing to say', () => {
    render(<ControlledText />);
    const input = screen.getByRole('textbox', { name: '이름' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('SearchField', () => {
  it('is a search landmark whose 검색 button and Enter both submit the trimmed query', () => {
    const onSearch = vi.fn();
    render(<SearchField onSearch={onSearch} label="회원명" />);
    const landmark = screen.getByRole('search', { name: '회원명' });
    const input = screen.getByRole('searchbox', { name: '회원명' });
    expect(landmark.contains(input)).toBe(true);
    fireEvent.change(input, { target: { value: ' 김철수 ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenLastCalledWith('김철수');
    // Enter in a form input submits it; jsdom does not synthesise that, so submit the form as the browser would.
    fireEvent.submit(landmark);
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});

function ControlledNumber({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <NumberOnlyField label="휴대폰 번호" value={value} onChange={setValue} />;
}

describe('NumberOnlyField', () => {
  it('refuses letters and Hangul IME keys but lets digits, editing keys and shortcuts through', () => {
    render(<ControlledNumber />);
    const input = screen.getByRole('textbox', { name: '휴대폰 번호' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(fireEvent.keyDown(input, { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'Process' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '7' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'Backspace' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'v', ctrlKey: true })).toBe(true);
  });

  it('strips non-digits from pasted text at the caret', () => {
    render(<ControlledNumber initial="01" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: '휴대폰 번호' });
    input.setSelectionRange(2, 2);
    fireEvent.paste(input, { clipboardData: { getData: () => '0-1234 5678' } });
    expect(input.value).toBe('01012345678');
  });

  it('strips non-digits from any other edit, such as full-width digits from an IME', () => {
    render(<ControlledNumber />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: '휴대폰 번호' });
    fireEvent.change(input, { target: { value: '12ㄱ３4' } });
    expect(input.value).toBe('124');
  });
});

function ControlledBytes() {
  const [value, setValue] = useState('');
  return <ByteLimitField label="메모" value={value} onChange={setValue} maxBytes={10} />;
}

describe('ByteLimitField', () => {
  it('counts bytes (Hangul 2) and cuts at the limit without splitting a character', () => {
    render(<ControlledBytes />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: '메모' });
    expect(screen.queryByText('0/10바이트')).not.toBeNull();
    fireEvent.change(input, { target: { value: 'ab가나' } });
    expect(screen.queryByText('6/10바이트')).not.toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('6/10바이트').id);
    fireEvent.change(input, { target: { value: 'ab가나다라마' } });
    expect(input.value).toBe('ab가나다라');
    expect(screen.queryByText('10/10바이트')).not.toBeNull();
  });

  it('leaves Hangul composition alone and cuts when it ends', () => {
    render(<ControlledBytes />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: '메모' });
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '가나다라마바' } });
    expect(input.value).toBe('가나다라마바');
    fireEvent.compositionEnd(input);
    expect(input.value).toBe('가나다라마');
  });
});

describe('TextArea with maxBytes', () => {
  function ControlledArea() {
    const [value, setValue] = useState('');
    return <TextArea label="문의" value={value} onChange={setValue} maxBytes={10} />;
  }

  it('counts and cuts like ByteLimitField, leaving Hangul composition alone until it ends', () => {
    render(<ControlledArea />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '문의' });
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('0/10바이트').id);
    fireEvent.change(box, { target: { value: 'ab가나다라마' } });
    expect(box.value).toBe('ab가나다라');
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.compositionStart(box);
    fireEvent.change(box, { target: { value: '가나다라마바' } });
    expect(box.value).toBe('가나다라마바');
    fireEvent.compositionEnd(box);
    expect(box.value).toBe('가나다라마');
    expect(screen.queryByText('10/10바이트')).not.toBeNull();
  });
});

describe('TextField trailing', () => {
  it('puts trailing content after the input on one row, and none without it', () => {
    const { rerender } = render(
      <TextField label="코드" value="" onChange={() => {}} trailing={<button type="button">확인</button>} />,
    );
    const input = screen.getByRole('textbox', { name: '코드' });
    const row = input.parentElement as HTMLElement;
    expect(row.className).toBe('c-field__row');
    expect(input.nextElementSibling?.textContent).toBe('확인');
    rerender(<TextField label="코드" value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: '코드' }).parentElement?.className).toBe('c-field');
  });
});
