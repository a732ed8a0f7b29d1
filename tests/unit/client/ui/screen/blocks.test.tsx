// @vitest-environment jsdom

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readViewRegistry } from '../../../../../cli/compile/index.ts';
import { NOT_FOUND_IMAGE } from '../../../../../runtime/client/ui/kit/index.ts';
import { testRuntime } from '../../support/testRuntime.ts';
import { ALL_FIELDS, ALL_VIEWS, BLOCK_TYPES, FIELD_TYPES, renderScreen } from './renderScreen.tsx';

// The stores of the runtime the screens render in (renderScreen provides testRuntime).
const { currentMenu, sessionState: session } = testRuntime;
const { state: dialogState, settleCurrent } = testRuntime.dialogs;

const { api } = testRuntime;

const ROOT = join(import.meta.dirname, '../../../../..');
/** The view registry as the build plugin reads it. */
const REGISTRY = readViewRegistry();

/** The message of the dialog in front of the queue (alert/confirm), answered with `ok`. */
async function answerDialog(ok = true): Promise<string | undefined> {
  await waitFor(() => expect(dialogState.queue.length).toBeGreaterThan(0));
  const message = dialogState.queue[0]?.message;
  await act(async () => settleCurrent(ok));
  return message;
}

beforeEach(() => {
  dialogState.queue.splice(0);
  currentMenu.mnuId = null;
  session.roles = [];
  session.userId = null;
});
afterEach(() => vi.restoreAllMocks());

describe('the block registry', () => {
  it('has a view module for every block type, where the build plugin looks for it (the view registry)', () => {
    for (const type of BLOCK_TYPES) {
      expect(ALL_VIEWS[type], type).toBeTypeOf('function');
      expect(existsSync(join(ROOT, REGISTRY.blocks[type])), REGISTRY.blocks[type]).toBe(true);
    }
  });
});

describe('the field registry', () => {
  it('has a view module for every field type, where the build plugin looks for it', () => {
    for (const type of FIELD_TYPES) {
      expect(ALL_FIELDS[type], type).toBeTypeOf('function');
      expect(existsSync(join(ROOT, REGISTRY.fields[type])), REGISTRY.fields[type]).toBe(true);
    }
    expect(Object.keys(ALL_FIELDS).sort()).toEqual([...FIELD_TYPES].sort());
  });
});

describe('content blocks', () => {
  it('heading, text with bold, notice, placeholder', async () => {
    await renderScreen({
      body: [
        { type: 'heading', text: '기본정보' },
        { type: 'heading', text: '등급 산정 안내', level: 3 },
        { type: 'text', text: '정관장 **통합 아이디**로 이용하세요.' },
        { type: 'notice', tone: 'warning', title: '유의사항', items: ['포인트는 즉시 소멸됩니다.'] },
        { type: 'notice', tone: 'error', text: '처리하지 못했습니다.' },
        { type: 'placeholder' },
      ],
    });
    expect(screen.queryByRole('heading', { level: 1, name: '테스트 화면' })).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: '기본정보' })).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 3, name: '등급 산정 안내' })).not.toBeNull();
    expect(screen.getByText('통합 아이디').tagName).toBe('STRONG');
    const note = screen.getAllByRole('note').find((n) => n.textContent?.includes('유의사항'));
    expect(within(note!).queryByText('포인트는 즉시 소멸됩니다.')).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('처리하지 못했습니다.');
    expect(screen.queryByText('준비 중인 화면입니다.')).not.toBeNull();
  });

  it('links, link and cards go to their screens', async () => {
    const { router } = await renderScreen({
      body: [
        { type: 'links', items: [{ label: '목록으로', to: '/target' }] },
        { type: 'link', label: '바로가기', to: '/target', variant: 'primary' },
        { type: 'cards', items: [{ title: '멤버십 혜택', text: '큰 혜택', to: '/target' }] },
      ],
    });
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/target');
    expect(screen.getByRole('link', { name: '바로가기' }).getAttribute('href')).toBe('/target');
    const card = screen.getByRole('link', { name: /멤버십 혜택/ });
    await act(async () => fireEvent.click(card));
    await waitFor(() => expect(router.state.location.pathname).toBe('/target'));
  });

  it('steps mark the current step; details format and mask; sample data is marked', async () => {
    await renderScreen({
      body: [
        { type: 'steps', items: ['약관동의', '정보입력', '가입완료'], current: 1 },
        {
          type: 'details',
          sample: true,
          items: [
            { label: '이름', value: '홍길동', mask: 'NAME' },
            { label: '가용 포인트', value: 1234567, format: 'currency' },
            { label: '카드번호', value: '1234567812345678', format: 'cardNo' },
          ],
        },
      ],
    });
    expect(screen.getByText('정보입력').closest('[aria-current="step"]')).not.toBeNull();
    expect(screen.queryByText('홍*동')).not.toBeNull();
    expect(screen.queryByText('1,234,567')).not.toBeNull();
    expect(screen.queryByText('1234-5678-1234-5678')).not.toBeNull();
    expect(screen.queryByText('샘플 데이터')).not.toBeNull();
  });

  it('a details item with copy has a 복사 button: the value as shown goes to the clipboard, then a toast', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    try {
      await renderScreen({
        body: [
          {
            type: 'details',
            items: [
              { label: '이름', value: '홍길동', mask: 'NAME', copy: true },
              { label: '카드번호', value: '1234567812345678', format: 'cardNo', copy: true },
              { label: '등급', value: '패밀리' },
              { label: '메모', value: null, copy: true },
            ],
          },
        ],
      });
      // Only items with copy and a value have the button.
      expect(
        screen.getAllByRole('button', { name: /복사$/ }).map((b) => b.getAttribute('aria-label')),
      ).toEqual(['이름 복사', '카드번호 복사']);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '카드번호 복사' })));
      await waitFor(() =>
        expect(dialogState.queue[0]).toMatchObject({ kind: 'toast', message: '복사되었습니다.' }),
      );
      expect(writeText).toHaveBeenLastCalledWith('1234-5678-1234-5678');
      // A masked value is copied masked: the copy never shows more than the screen.
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '이름 복사' })));
      await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('홍*동'));
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('a copy the browser refuses says so in an alert', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    try {
      await renderScreen({
        body: [{ type: 'details', items: [{ label: '주소', value: '서울시', copy: true }] }],
      });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '주소 복사' })));
      expect(await answerDialog()).toBe(
        '복사하지 못했습니다. 브라우저가 클립보드 사용을 허용하지 않았습니다. 내용을 직접 선택하여 복사해주세요.',
      );
      expect(dialogState.queue.some((d) => d.kind === 'toast')).toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('example shows its blocks live and the YAML it was given', async () => {
    await renderScreen({
      body: [{ type: 'example', title: '기본 버튼', body: [{ type: 'button', label: '확인' }] }],
    });
    expect(screen.queryByRole('heading', { name: '기본 버튼' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: '확인' })).not.toBeNull();
  });

  it('loader, image and the component escape hatch', async () => {
    const Widget = (props: Record<string, unknown>) => <p>위젯 {String(props.count)}</p>;
    await renderScreen(
      {
        body: [
          { type: 'loader', label: '파일을 올리는 중입니다.' },
          { type: 'image', src: '/nope.png', alt: '예시 그림' },
          { type: 'component', module: './Widget.tsx', props: { count: 3 } },
        ],
      },
      { './Widget.tsx': Widget },
    );
    expect(screen.getByRole('status').textContent).toContain('파일을 올리는 중입니다.');
    // A picture that fails to load is swapped for the not-found picture (spec section 9), alt kept.
    const image = screen.getByRole('img', { name: '예시 그림' });
    expect(image.getAttribute('src')).toBe('/nope.png');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(NOT_FOUND_IMAGE);
    expect(screen.queryByText('위젯 3')).not.toBeNull();
  });
});

describe('buttons and dialogs', () => {
  it('an alert button queues its message; a confirm runs `then` only on 확인', async () => {
    await renderScreen({
      body: [
        { type: 'button', label: '안내', action: { alert: '안내 문구입니다.' } },
        {
          type: 'dialog',
          label: '삭제',
          confirm: '기념일을 삭제하시겠습니까?',
          then: { alert: '삭제했습니다.' },
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: '안내' }));
    expect(await answerDialog()).toBe('안내 문구입니다.');
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    expect(await answerDialog(false)).toBe('기념일을 삭제하시겠습니까?');
    expect(dialogState.queue).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    expect(await answerDialog(true)).toBe('기념일을 삭제하시겠습니까?');
    expect(await answerDialog()).toBe('삭제했습니다.');
  });

  it('a button with fncId shows only with that function authority and logs its use', async () => {
    currentMenu.mnuId = '4010';
    session.roles = ['4010:MI_UI_FU_0088:SEARCH'];
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValue({ resultCode: '0000', resultMessage: '', body: null });
    await renderScreen({
      body: [
        { type: 'button', label: '조회', fncId: 'SEARCH', action: { alert: '조회합니다.' } },
        { type: 'button', label: '삭제', fncId: 'DELETE' },
      ],
    });
    expect(screen.queryByRole('button', { name: '삭제' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(await answerDialog()).toBe('조회합니다.');
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/api/system/menu/access/function',
        body: { mnuId: '4010', fncId: 'SEARCH' },
      }),
    );
  });

  it('buttons and row actions the user may not use are not drawn: no empty row of buttons, no 관리 column; the grid’s 엑셀 다운로드 sits in its toolbar', async () => {
    currentMenu.mnuId = '4010';
    session.roles = ['4010:MI_UI_FU_0088:SEARCH'];
    const grid = (fncId: string) => ({
      type: 'grid' as const,
      title: '목록',
      columns: [{ key: 'no', label: '번호' }],
      source: { rows: [{ no: '1' }], sample: false },
      export: { fncId },
      rowActions: [{ label: '삭제', fncId: 'DELETE', action: { alert: '삭제' } }],
    });
    const { container } = await renderScreen({
      body: [
        { type: 'buttons', items: [{ label: '등록', fncId: 'SAVE', action: { alert: '등록' } }] },
        grid('EXCEL'),
      ],
    });
    expect(container.querySelector('.c-actions')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '관리' })).toBeNull();
    expect(screen.queryByRole('button', { name: '엑셀 다운로드' })).toBeNull();
    session.roles = ['4010:MI_UI_FU_0088:SEARCH', '4010:MI_UI_FU_0088:EXCEL'];
    const toolbar = await waitFor(() => container.querySelector('.c-grid__top-end')!);
    expect(within(toolbar as HTMLElement).getByRole('button', { name: '엑셀 다운로드' })).not.toBeNull();
  });

  it('a popup opens from a button and closes with a close action, restoring the screen', async () => {
    await renderScreen({
      body: [{ type: 'dialog', label: '약관 보기', popup: 'terms' }],
      popups: {
        terms: {
          title: '약관',
          body: [
            { type: 'text', text: '제1조(목적)' },
            { type: 'button', label: '닫기 확인', action: { close: true } },
          ],
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: '약관 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '약관' });
    expect(within(dialog).queryByText('제1조(목적)')).not.toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기 확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a popup has one closing button: 닫기 when read-only, else its own (취소 beside the action, 확인)', async () => {
    await renderScreen({
      body: [
        { type: 'dialog', label: '상세', popup: 'detail' },
        { type: 'dialog', label: '등록', popup: 'add' },
        { type: 'dialog', label: '약관', popup: 'terms' },
        { type: 'dialog', label: '관리', popup: 'manage' },
      ],
      popups: {
        detail: { title: '상세', body: [{ type: 'details', items: [{ label: '내용', value: '긴 내용' }] }] },
        add: {
          title: '공지 등록',
          body: [
            {
              type: 'form',
              fields: [{ name: 'title', label: '제목' }],
              submit: { label: '등록', action: { alert: '등록했습니다.', then: { close: true } } },
            },
          ],
        },
        terms: {
          title: '약관 동의',
          body: [
            { type: 'text', text: '제1조' },
            { type: 'button', label: '확인', action: { close: true } },
          ],
        },
        manage: {
          title: '코드 관리',
          body: [
            { type: 'text', text: '코드 목록' },
            {
              type: 'form',
              fields: [{ name: 'code', label: '코드' }],
              submit: { label: '추가', action: { alert: '추가' } },
            },
          ],
        },
      },
    });
    const buttonsOf = (dialog: HTMLElement) =>
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent);
    fireEvent.click(screen.getByRole('button', { name: '상세' }));
    expect(buttonsOf(await screen.findByRole('dialog', { name: '상세' }))).toEqual(['닫기']);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    const add = await screen.findByRole('dialog', { name: '공지 등록' });
    expect(buttonsOf(add)).toEqual(['취소', '등록']);
    fireEvent.click(within(add).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '약관' }));
    expect(buttonsOf(await screen.findByRole('dialog', { name: '약관 동의' }))).toEqual(['확인']);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A form that leaves the popup open is not its action: the header keeps 닫기, the form no 취소.
    fireEvent.click(screen.getByRole('button', { name: '관리' }));
    expect(buttonsOf(await screen.findByRole('dialog', { name: '코드 관리' }))).toEqual(['닫기', '추가']);
  });

  it('a popup opened with replace takes the place of the popup it came from', async () => {
    await renderScreen({
      body: [{ type: 'dialog', label: '추가', popup: 'add' }],
      popups: {
        add: {
          title: '사용자 추가',
          body: [{ type: 'button', label: '저장', action: { popup: 'done', replace: true } }],
        },
        done: { title: '완료', body: [{ type: 'button', label: '확인', action: { close: true } }] },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: '추가' }));
    const add = await screen.findByRole('dialog', { name: '사용자 추가' });
    fireEvent.click(within(add).getByRole('button', { name: '저장' }));
    const done = await screen.findByRole('dialog', { name: '완료' });
    expect(screen.queryByRole('dialog', { name: '사용자 추가' })).toBeNull();
    fireEvent.click(within(done).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a popup opens at the size its manifest gives (medium by default)', async () => {
    await renderScreen({
      body: [
        { type: 'dialog', label: '약관 보기', popup: 'terms' },
        { type: 'dialog', label: '안내 보기', popup: 'notice' },
      ],
      popups: {
        terms: { title: '약관', size: 'small', body: [{ type: 'text', text: '제1조(목적)' }] },
        notice: { title: '안내', body: [{ type: 'text', text: '안내문' }] },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: '약관 보기' }));
    const small = await screen.findByRole('dialog', { name: '약관' });
    expect(small.classList.contains('c-modal--small')).toBe(true);
    fireEvent.keyDown(small, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '안내 보기' }));
    const medium = await screen.findByRole('dialog', { name: '안내' });
    expect(medium.classList.contains('c-modal--medium')).toBe(true);
  });

  it('navigate actions fill {key} from the row', async () => {
    const { router } = await renderScreen({
      body: [
        {
          type: 'grid',
          columns: [{ key: 'name', label: '이름' }],
          rowActions: [{ label: '수정', action: { navigate: '/target?id={id}' } }],
          source: { rows: [{ id: 7, name: '결혼기념일' }] },
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: '수정' }));
    await waitFor(() => expect(router.state.location.href).toBe('/target?id=7'));
  });
});

describe('tabs and accordion', () => {
  it('tabs show one panel at a time; accordion panels open on click', async () => {
    await renderScreen({
      body: [
        {
          type: 'tabs',
          items: [
            { label: '사용가능 쿠폰', body: [{ type: 'text', text: '쿠폰 A' }] },
            { label: '사용완료 쿠폰', body: [{ type: 'text', text: '쿠폰 B' }] },
          ],
        },
        {
          type: 'accordion',
          items: [{ label: '회원탈퇴는 어떻게 하나요?', body: [{ type: 'text', text: '마이페이지에서' }] }],
        },
      ],
    });
    expect(screen.queryByText('쿠폰 A')).not.toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '사용완료 쿠폰' }));
    expect(screen.queryByText('쿠폰 B')).not.toBeNull();
    const header = screen.getByRole('button', { name: /회원탈퇴는 어떻게 하나요/ });
    expect(header.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByText('마이페이지에서')).not.toBeNull();
  });
});
