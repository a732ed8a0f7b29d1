// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Card,
  Cards,
  CheckboxGroup,
  type Option,
  PasswordField,
  Steps,
  scrollByAmount,
  TextArea,
  useScrollHelper,
} from '../../../../../runtime/client/ui/kit/index.ts';

describe('Steps', () => {
  it('is an ordered list with the current step marked and earlier ones done', () => {
    render(
      <Steps
        steps={['약관 동의', { label: '정보 입력', description: '필수 항목' }, '가입 완료']}
        current={1}
      />,
    );
    const list = screen.getByRole('list', { name: '진행 단계' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[0]?.className).toContain('is-done');
    expect(items[0]?.textContent).toContain('(완료)');
    expect(items[1]?.textContent).toContain('필수 항목');
    expect(items[2]?.className).toContain('is-pending');
  });
});

describe('Card and Cards', () => {
  it('lays cards out as a list of articles named by their headings, linked through href or a render prop', () => {
    render(
      <Cards columns={2} label="이벤트">
        <Card
          title="가을 이벤트"
          badge="신규"
          text="포인트 2배"
          href="/events/1"
          image={{ src: 'a.png', alt: '' }}
        />
        <Card
          title="회원 혜택"
          headingLevel={2}
          renderLink={(p) => <a href="/benefits" data-router="yes" {...p} />}
        />
        {null}
        <Card title="공지" />
      </Cards>,
    );
    const list = screen.getByRole('list', { name: '이벤트' });
    expect(list.className).toContain('c-cards--2');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 3, name: '가을 이벤트' })).not.toBeNull();
    expect(screen.getByRole('link', { name: '가을 이벤트' }).getAttribute('href')).toBe('/events/1');
    expect(screen.getByText('신규')).not.toBeNull();
    const routed = screen.getByRole('link', { name: '회원 혜택' });
    expect(routed.dataset.router).toBe('yes');
    expect(routed.parentElement?.tagName).toBe('H2');
    expect(screen.queryByRole('link', { name: '공지' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});

describe('PasswordField', () => {
  function Harness() {
    const [value, setValue] = useState('');
    return (
      <PasswordField label="비밀번호" value={value} onChange={setValue} autoComplete="current-password" />
    );
  }

  it('names each toggle after its field, so two password fields stay apart', () => {
    render(
      <>
        <PasswordField label="새 비밀번호" value="" onChange={() => undefined} autoComplete="new-password" />
        <PasswordField
          label="새 비밀번호 확인"
          value=""
          onChange={() => undefined}
          autoComplete="new-password"
        />
      </>,
    );
    const toggles = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(toggles).toEqual(['새 비밀번호 보기', '새 비밀번호 확인 보기']);
    fireEvent.click(screen.getByRole('button', { name: '새 비밀번호 확인 보기' }));
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      '새 비밀번호 보기',
      '새 비밀번호 확인 숨기기',
    ]);
  });

  it('hides the password until 비밀번호 보기 is pressed, and hides it again', () => {
    render(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('비밀번호');
    expect(input.type).toBe('password');
    fireEvent.change(input, { target: { value: 'secret!1' } });
    const show = screen.getByRole('button', { name: '비밀번호 보기' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(show);
    expect(input.type).toBe('text');
    expect(input.value).toBe('secret!1');
    const hide = screen.getByRole('button', { name: '비밀번호 숨기기' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(hide);
    expect(input.type).toBe('password');
  });
});

describe('TextArea', () => {
  function Harness({ maxBytes }: { maxBytes?: number }) {
    const [value, setValue] = useState('');
    return (
      <TextArea
        label="문의 내용"
        value={value}
        onChange={setValue}
        maxBytes={maxBytes}
        hint="자세히 적어 주세요."
      />
    );
  }

  it('is a labelled multi-line box with a byte counter that cuts at the limit', () => {
    render(<Harness maxBytes={10} />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '문의 내용' });
    expect(box.tagName).toBe('TEXTAREA');
    fireEvent.change(box, { target: { value: '가나\n다' } });
    expect(screen.queryByText('8/10바이트')).not.toBeNull();
    fireEvent.change(box, { target: { value: '가나다라마바' } });
    expect(box.value).toBe('가나다라마');
    expect(box.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('has no counter without a limit', () => {
    render(<Harness />);
    expect(screen.queryByText(/byte$/)).toBeNull();
  });
});

describe('CheckboxGroup', () => {
  const INTERESTS: Option[] = [
    { value: 'travel', label: '여행' },
    { value: 'food', label: '맛집' },
    { value: 'golf', label: '골프', disabled: true },
    { value: 'culture', label: '문화' },
  ];

  function Harness({ initial = [] }: { initial?: string[] }) {
    const [value, setValue] = useState(initial);
    return (
      <>
        <CheckboxGroup
          label="관심 분야"
          options={INTERESTS}
          value={value}
          onChange={setValue}
          allLabel="전체"
        />
        <output>{value.join(',')}</output>
      </>
    );
  }

  it('ticks and clears every enabled choice with 전체, which shows a mixed state in between', () => {
    render(<Harness initial={['golf']} />);
    const group = screen.getByRole('group', { name: '관심 분야' });
    const box = (name: string) => within(group).getByRole<HTMLInputElement>('checkbox', { name });
    const stored = () => screen.getByRole('status').textContent;
    expect(box('전체').checked).toBe(false);
    expect(box('전체').indeterminate).toBe(false);
    fireEvent.click(box('맛집'));
    expect(stored()).toBe('food,golf');
    expect(box('전체').indeterminate).toBe(true);
    fireEvent.click(box('전체'));
    expect(stored()).toBe('travel,food,golf,culture');
    expect(box('전체').checked).toBe(true);
    expect(box('전체').indeterminate).toBe(false);
    fireEvent.click(box('여행'));
    expect(box('전체').checked).toBe(false);
    expect(box('전체').indeterminate).toBe(true);
    fireEvent.click(box('전체'));
    fireEvent.click(box('전체'));
    // The disabled 골프 keeps its state.
    expect(stored()).toBe('golf');
    expect(box('골프').disabled).toBe(true);
  });
});

describe('useScrollHelper', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('jumps by 10 pixels a step by default, and animates over a duration when given one', () => {
    const target = { scrollBy: vi.fn() };
    scrollByAmount(target);
    expect(target.scrollBy).toHaveBeenLastCalledWith({ top: 10, behavior: 'instant' });
    scrollByAmount(target, -2, { axis: 'x' });
    expect(target.scrollBy).toHaveBeenLastCalledWith({ left: -20, behavior: 'instant' });

    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    target.scrollBy.mockClear();
    scrollByAmount(target, 1, { amount: 100, duration: 200 });
    for (const now of [0, 100, 250]) frames.shift()?.(now);
    expect(target.scrollBy.mock.calls.map(([arg]) => arg.top)).toEqual([50, 50]);
    expect(frames).toHaveLength(0);
  });

  it('scrolls its element and reports scrolling through a passive listener', () => {
    const onScroll = vi.fn();
    const added = vi.spyOn(HTMLElement.prototype, 'addEventListener');
    function Harness() {
      const ref = useRef<HTMLDivElement>(null);
      const { scrollBy } = useScrollHelper(ref, { amount: 30, onScroll });
      return (
        <>
          <div ref={ref} data-testid="pane" />
          <button type="button" onClick={() => scrollBy(1)}>
            아래로
          </button>
        </>
      );
    }
    render(<Harness />);
    const pane = screen.getByTestId('pane');
    const scrollBy = vi.fn();
    pane.scrollBy = scrollBy;
    fireEvent.click(screen.getByRole('button', { name: '아래로' }));
    expect(scrollBy).toHaveBeenCalledWith({ top: 30, behavior: 'instant' });
    const onPane = added.mock.calls.filter(
      ([type], i) => type === 'scroll' && added.mock.contexts[i] === pane,
    );
    expect(onPane.map((call) => call[2])).toEqual([{ passive: true }]);
    pane.scrollTop = 40;
    act(() => {
      pane.dispatchEvent(new Event('scroll'));
    });
    expect(onScroll).toHaveBeenCalledWith({ top: 40, left: 0 });
    added.mockRestore();
  });
});
