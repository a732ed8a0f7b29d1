// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRuntime } from '../../support/testRuntime.ts';
import { renderScreen } from './renderScreen.tsx';

// The stores of the runtime the screens render in (renderScreen provides testRuntime).
const { sessionState: session } = testRuntime;
const { state: dialogState, settleCurrent } = testRuntime.dialogs;
const hasUnsavedChanges = () => testRuntime.unsaved.has();

const { api } = testRuntime;

const ok = (body: unknown) => ({ resultCode: '0000', resultMessage: '정상 처리되었습니다.', body });

async function answerDialog(): Promise<string | undefined> {
  await waitFor(() => expect(dialogState.queue.length).toBeGreaterThan(0));
  const message = dialogState.queue[0]?.message;
  await act(async () => settleCurrent(true));
  return message;
}

const rowsText = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

beforeEach(() => {
  dialogState.queue.splice(0);
  session.userId = null;
});
afterEach(() => {
  vi.restoreAllMocks();
  // The dialog queue is module state: a message left here would be the next file's first dialog.
  dialogState.queue.splice(0);
});

describe('form', () => {
  const fields = [
    { name: 'bizNo', label: '사업자등록번호', required: true, validators: ['businessNo'] },
    { name: 'mobileNo', label: '휴대폰번호', validators: ['mobile'] },
    { name: 'email', label: '이메일', validators: ['email'] },
    { name: 'title', label: '제목', validators: [{ maxBytes: 4 }] },
    { name: 'pwd', label: '새 비밀번호', type: 'password' as const },
    {
      name: 'pwd2',
      label: '새 비밀번호 확인',
      type: 'password' as const,
      validators: [{ sameAs: 'pwd', message: '비밀번호가 일치하지 않습니다.' }],
    },
    { name: 'agree', label: '동의', type: 'checkbox' as const, required: true },
  ];

  it('shows the Korean message of each invalid field on submit and does not run the action', async () => {
    await renderScreen({ body: [{ type: 'form', fields, submit: { action: { alert: '저장했습니다.' } } }] });
    fireEvent.change(screen.getByLabelText('휴대폰번호'), { target: { value: '02-123-4567' } });
    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: 'hong@' } });
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '한글다섯' } });
    fireEvent.change(screen.getByLabelText('새 비밀번호'), { target: { value: 'Abcd1234!' } });
    fireEvent.change(screen.getByLabelText('새 비밀번호 확인'), { target: { value: 'Abcd1234' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    const messages = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(messages).toEqual([
      '필수 입력 항목입니다.',
      '올바른 휴대폰번호가 아닙니다.',
      '올바른 이메일 주소가 아닙니다.',
      '4바이트 이하로 입력해주세요.',
      '비밀번호가 일치하지 않습니다.',
      '필수 입력 항목입니다.',
    ]);
    expect(screen.getByLabelText(/사업자등록번호/).getAttribute('aria-invalid')).toBe('true');
    expect(dialogState.queue).toHaveLength(0);
  });

  it('wires a grouped field to its error, so 확인 focuses its first choice', async () => {
    const choices = [
      { value: 'F', label: '여성' },
      { value: 'M', label: '남성' },
    ];
    await renderScreen({
      body: [
        {
          type: 'form',
          fields: [
            {
              name: 'gender',
              label: '성별',
              type: 'radio',
              required: true,
              options: choices,
              hint: '하나를 고르세요.',
            },
            { name: 'channels', label: '수신 채널', type: 'checkboxes', required: true, options: choices },
            { name: 'locked', label: '잠긴 선택', type: 'checkboxes', disabled: true, options: choices },
          ],
          submit: { action: { alert: '저장했습니다.' } },
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    const messages = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(messages).toEqual(['필수 입력 항목입니다.', '필수 입력 항목입니다.']);
    const gender = screen.getByRole('group', { name: /성별/ });
    const first = within(gender).getByRole('radio', { name: '여성' });
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(
      (first.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['하나를 고르세요.', '필수 입력 항목입니다.']);
    await waitFor(() => expect(document.activeElement).toBe(first));
    const channels = screen.getByRole('group', { name: /수신 채널/ });
    expect(channels.querySelector('.c-field__required')).not.toBeNull();
    expect(
      within(channels)
        .getAllByRole<HTMLInputElement>('checkbox')
        .map((b) => b.name),
    ).toEqual(['channels', 'channels']);
    expect((screen.getByRole('group', { name: '잠긴 선택' }) as HTMLFieldSetElement).disabled).toBe(true);
    expect(dialogState.queue).toHaveLength(0);
  });

  it('checks a field when it loses focus and clears the message once the value is right', async () => {
    await renderScreen({ body: [{ type: 'form', fields: [fields[0]!] }] });
    const input = screen.getByLabelText(/사업자등록번호/);
    fireEvent.change(input, { target: { value: '314-81-23993' } });
    fireEvent.blur(input);
    expect((await screen.findByRole('alert')).textContent).toBe('올바른 사업자등록번호가 아닙니다.');
    fireEvent.change(input, { target: { value: '314-81-23992' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('sends valid values to its API (the user id filled in) and shows the success message', async () => {
    session.userId = 'admin';
    const call = vi.spyOn(api, 'call').mockResolvedValue(ok({ usrId: 'admin', changed: true }));
    await renderScreen({
      body: [
        {
          type: 'form',
          fields: [
            { name: 'oldPwd', label: '현재 비밀번호', type: 'password', required: true },
            {
              name: 'newPwd',
              label: '새 비밀번호',
              type: 'password',
              required: true,
              validators: ['password'],
            },
          ],
          submit: { action: { api: 'auth.editPassword', success: '비밀번호가 변경되었습니다.' } },
        },
      ],
    });
    fireEvent.change(screen.getByLabelText(/현재 비밀번호/, { selector: 'input' }), {
      target: { value: 'Passw0rd!' },
    });
    fireEvent.change(screen.getByLabelText(/새 비밀번호/, { selector: 'input' }), {
      target: { value: 'short' },
    });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '비밀번호는 8자 이상 20자 이하로 입력해주세요.',
    );
    fireEvent.change(screen.getByLabelText(/새 비밀번호/, { selector: 'input' }), {
      target: { value: 'NewPassw0rd!' },
    });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await answerDialog()).toBe('비밀번호가 변경되었습니다.');
    expect(call).toHaveBeenCalledWith({
      url: '/api/authentication/edit-password',
      method: 'POST',
      secured: true,
      body: { oldPwd: 'Passw0rd!', newPwd: 'NewPassw0rd!', usrId: 'admin' },
    });
    // Nothing sensitive stays on screen, and the saved form has nothing unsaved.
    await waitFor(() =>
      expect((screen.getByLabelText(/새 비밀번호/, { selector: 'input' }) as HTMLInputElement).value).toBe(
        '',
      ),
    );
    expect((screen.getByLabelText(/현재 비밀번호/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '',
    );
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('counts as unsaved while its values differ from where it started', async () => {
    await renderScreen({ body: [{ type: 'form', fields: [{ name: 'title', label: '제목' }] }] });
    expect(hasUnsavedChanges()).toBe(false);
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '새 제목' } });
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '' } });
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
  });

  it('shows the server message when the call fails', async () => {
    vi.spyOn(api, 'call').mockRejectedValue(new Error('현재 비밀번호가 일치하지 않습니다.'));
    await renderScreen({
      body: [
        {
          type: 'form',
          fields: [{ name: 'oldPwd', label: '현재 비밀번호' }],
          submit: { action: { api: 'auth.editPassword', success: '변경되었습니다.' } },
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await answerDialog()).toBe('현재 비밀번호가 일치하지 않습니다.');
    expect(dialogState.queue).toHaveLength(0);
  });
});

describe('a grid row at a glance', () => {
  it('shows codes as words (labels) and keeps a date, a masked phone number and the row actions on one line', async () => {
    await renderScreen({
      body: [
        {
          type: 'grid',
          columns: [
            { key: 'usrNm', label: '이름' },
            { key: 'state', label: '상태', labels: { ACTIVE: '사용', BLOCKED: '차단' } },
            { key: 'mobile', label: '휴대폰번호', mask: 'PHONE' },
            { key: 'regDttm', label: '등록 일시', format: 'datetime' },
          ],
          rowActions: [
            { label: '수정', action: { alert: '수정' } },
            { label: '비밀번호 초기화', action: { alert: '초기화' } },
          ],
          source: {
            rows: [
              { usrNm: '김신입', state: 'BLOCKED', mobile: '010-1234-5678', regDttm: '2026-11-28T02:06:17' },
            ],
          },
        },
      ],
    });
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '김신입',
      '차단',
      '010-****-5678',
      '2026-11-28 02:06:17',
      '수정비밀번호 초기화',
    ]);
    expect(cells.map((c) => c.classList.contains('c-grid__cell--nowrap'))).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
    expect(cells[4]!.classList.contains('c-grid__actions')).toBe(true);
  });
});

describe('a checkTree written in the manifest (tree.nodes)', () => {
  it('ticks a folder and what is under it, a check ticks its node, and the submit sends the tokens', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue(ok({ roleId: 'R', grants: [] }));
    await renderScreen({
      body: [
        {
          type: 'form',
          fields: [
            { name: 'roleId', label: '역할', default: 'R' },
            {
              name: 'grants',
              label: '알림 받을 항목',
              type: 'checkTree',
              default: ['notice'],
              tree: {
                nodeLabel: '받기',
                checkLabels: { EMAIL: '이메일', SMS: '문자' },
                nodes: [
                  { id: 'shop', label: '쇼핑', depth: 1 },
                  { id: 'order', label: '주문', depth: 2, checks: ['EMAIL', 'SMS'] },
                  { id: 'delivery', label: '배송', depth: 2, checks: ['SMS'] },
                  { id: 'notice', label: '공지', depth: 1, checks: ['EMAIL'] },
                ],
              },
            },
          ],
          submit: { action: { api: 'role.saveGrants', success: '저장했습니다.' } },
        },
      ],
    });
    const table = screen.getByRole('table', { name: '알림 받을 항목' });
    const box = (name: string) => within(table).getByRole<HTMLInputElement>('checkbox', { name });
    // The default ticks 공지; the columns are the checks in order, each with a 전체 box.
    expect(box('공지 받기').checked).toBe(true);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['이름', '받기', '이메일', '문자']);
    fireEvent.click(box('쇼핑 받기'));
    expect([box('주문 받기').checked, box('배송 받기').checked]).toEqual([true, true]);
    fireEvent.click(box('배송 문자'));
    fireEvent.click(box('전체 이메일'));
    expect(box('공지 이메일').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await answerDialog()).toBe('저장했습니다.');
    const body = (call.mock.calls[0]![0] as { body: { grants: string[] } }).body;
    expect([...body.grants].sort()).toEqual(
      ['delivery', 'delivery:SMS', 'notice', 'notice:EMAIL', 'order', 'order:EMAIL', 'shop'].sort(),
    );
  });
});

describe('search and grid', () => {
  const rows = Array.from({ length: 23 }, (_, i) => ({
    no: `M${String(i + 1).padStart(3, '0')}`,
    name: i % 2 ? `김회원${i + 1}` : `이회원${i + 1}`,
    points: (i * 7919) % 1000,
  }));
  const grid = {
    type: 'grid' as const,
    columns: [
      { key: 'no', label: '회원번호', sortable: true },
      { key: 'name', label: '이름' },
      { key: 'points', label: '포인트', format: 'currency', sortable: true },
    ],
    source: { rows },
  };

  it('pages inline rows 10 at a time, marks them as sample, and counts them', async () => {
    await renderScreen({ body: [grid] });
    expect(screen.queryByText('샘플 데이터')).not.toBeNull();
    expect(screen.getByText(/총/).textContent).toContain('23');
    expect(rowsText()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: /^2/ }));
    expect(rowsText()[0]).toBe('M011');
  });

  it('sorts by a header, numbers numerically', async () => {
    await renderScreen({ body: [{ ...grid, pageSize: 0 }] });
    fireEvent.click(screen.getByRole('button', { name: /포인트/ }));
    const sorted = [...rows].sort((a, b) => a.points - b.points).map((r) => r.no);
    expect(rowsText()).toEqual(sorted);
    fireEvent.click(screen.getByRole('button', { name: /포인트/ }));
    expect(rowsText()).toEqual([...sorted].reverse());
    expect(screen.getByRole('columnheader', { name: /포인트/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('a search filters inline rows by the keys it names; 초기화 brings them back', async () => {
    await renderScreen({
      body: [{ type: 'search', fields: [{ name: 'q', label: '검색어', matches: ['name', 'no'] }] }, grid],
    });
    fireEvent.change(screen.getByLabelText('검색어'), { target: { value: '김회원' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    // valtio delivers store changes to React asynchronously.
    await waitFor(() => expect(screen.getByText(/총/).textContent).toContain('11'));
    fireEvent.change(screen.getByLabelText('검색어'), { target: { value: '없는이름' } });
    fireEvent.submit(screen.getByLabelText('검색어').closest('form')!);
    expect(await screen.findByText('조회된 데이터가 없습니다.')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(screen.getByText(/총/).textContent).toContain('23'));
  });

  it('an API-bound grid calls its API with the search values and reloads after a row action', async () => {
    const call = vi.spyOn(api, 'call').mockImplementation(async (req) => {
      if (req.url === '/api/system/menu/remove') return ok(null);
      const filter = (req.body ?? {}) as { mnuNm?: string };
      const all = [
        { mnuId: '1010', mnuNm: '메뉴 관리', mnuUrl: '/a' },
        { mnuId: '1020', mnuNm: '공지사항', mnuUrl: '/b' },
      ];
      return ok(filter.mnuNm ? all.filter((m) => m.mnuNm.includes(filter.mnuNm!)) : all);
    });
    await renderScreen({
      body: [
        { type: 'search', fields: [{ name: 'mnuNm', label: '메뉴명' }] },
        {
          type: 'grid',
          columns: [
            { key: 'mnuId', label: '메뉴 ID' },
            { key: 'mnuNm', label: '메뉴명' },
          ],
          source: { api: 'menu.list' },
          rowActions: [
            {
              label: '삭제',
              action: {
                confirm: '삭제하시겠습니까?',
                then: { api: 'menu.remove', params: { mnuId: '{mnuId}' } },
              },
            },
          ],
        },
      ],
    });
    await waitFor(() => expect(rowsText()).toEqual(['1010', '1020']));
    expect(screen.queryByText('샘플 데이터')).toBeNull();
    fireEvent.change(screen.getByLabelText('메뉴명'), { target: { value: '공지' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(rowsText()).toEqual(['1020']));
    expect(call).toHaveBeenLastCalledWith({
      url: '/api/system/menu/list',
      method: 'POST',
      body: { mnuNm: '공지' },
    });
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    expect(await answerDialog()).toBe('삭제하시겠습니까?');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith({
        url: '/api/system/menu/remove',
        method: 'POST',
        body: { mnuId: '1020' },
      }),
    );
    await waitFor(() =>
      expect(call.mock.calls.filter(([r]) => r.url === '/api/system/menu/list')).toHaveLength(3),
    );
  });

  it('shows a row action only in the rows its `when` names (연결해제 only where 연결)', async () => {
    await renderScreen({
      body: [
        {
          type: 'grid',
          columns: [
            { key: 'snsNm', label: 'SNS' },
            { key: 'linkYn', label: '연결 상태' },
          ],
          source: {
            rows: [
              { snsNm: '카카오', linkYn: '연결' },
              { snsNm: '애플', linkYn: '미연결' },
            ],
          },
          rowActions: [
            { label: '연결해제', when: { key: 'linkYn', in: ['연결'] }, action: { alert: '{snsNm} 해제' } },
            { label: '보기', action: { alert: '{snsNm}' } },
          ],
        },
      ],
    });
    const [, kakao, apple] = screen.getAllByRole('row');
    expect(
      within(kakao as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['연결해제', '보기']);
    expect(
      within(apple as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['보기']);
  });

  it.each(['table', 'accordion', 'cards'] as const)(
    '%s view: a refused list call says why once, with 다시 시도 that reads the rows again',
    async (view) => {
      const call = vi.spyOn(api, 'call').mockRejectedValueOnce(new Error('권한이 없습니다.'));
      call.mockResolvedValueOnce({ resultCode: '0000', body: [{ a: '다시 읽은 행', b: '본문' }] } as never);
      await renderScreen({
        body: [
          {
            type: 'grid',
            view,
            emptyText: '메뉴가 없습니다.',
            columns: [
              { key: 'a', label: 'A' },
              { key: 'b', label: 'B' },
            ],
            source: { api: 'menu.list' },
          },
        ],
      });
      expect((await screen.findByRole('alert')).textContent).toBe('권한이 없습니다.다시 시도');
      expect(screen.getAllByText('권한이 없습니다.')).toHaveLength(1);
      expect(screen.queryByText('메뉴가 없습니다.')).toBeNull();
      expect(screen.queryByText(/총 \d+건|조회 실패|불러오지 못했습니다/)).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
      expect(await screen.findByText(/다시 읽은 행/)).not.toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(call).toHaveBeenCalledTimes(2);
    },
  );

  it.each(['table', 'accordion', 'cards'] as const)(
    '%s view: an empty answer shows exactly its empty text',
    async (view) => {
      vi.spyOn(api, 'call').mockResolvedValue({ resultCode: '0000', body: [] } as never);
      await renderScreen({
        body: [
          {
            type: 'grid',
            view,
            showCount: false,
            emptyText: '메뉴가 없습니다.',
            columns: [{ key: 'a', label: 'A' }],
            source: { api: 'menu.list' },
          },
        ],
      });
      expect(await screen.findByText('메뉴가 없습니다.')).not.toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
    },
  );

  it('accordion view: titles from the first column, bodies from the second', async () => {
    await renderScreen({
      body: [
        {
          type: 'grid',
          view: 'accordion',
          columns: [
            { key: 'q', label: '질문' },
            { key: 'a', label: '답변' },
          ],
          source: { rows: [{ q: '회원탈퇴는 어떻게 하나요?', a: '마이페이지에서 신청합니다.' }] },
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: '회원탈퇴는 어떻게 하나요?' }));
    expect(screen.queryByText('마이페이지에서 신청합니다.')).not.toBeNull();
  });
});

describe('grid over a declared API that pages on the server', () => {
  const declared = testRuntime.config.apis;
  beforeEach(() => {
    declared['shop.orders'] = {
      method: 'POST',
      secured: false,
      rows: 'page.list',
      total: 'page.totalCount',
      paging: { page: 'pageNo', size: 'pageSize', sort: 'orderBy' },
    };
  });
  afterEach(() => {
    delete declared['shop.orders'];
  });

  it('asks for one page at a time, shows the total, and pages, resizes, sorts and searches on the server', async () => {
    const call = vi.spyOn(api, 'call').mockImplementation(async (req) => {
      const b = req.body as { pageNo: number; pageSize: number; orderBy?: string; status?: string };
      const first = (b.pageNo - 1) * b.pageSize + 1;
      const total = b.status ? 3 : 95;
      const count = Math.max(0, Math.min(b.pageSize, total - first + 1));
      const list = Array.from({ length: count }, (_, i) => ({ orderNo: `A-${first + i}` }));
      return ok({ page: { list, totalCount: String(total) } });
    });
    await renderScreen({
      body: [
        { type: 'search', fields: [{ name: 'status', label: '주문상태' }] },
        {
          type: 'grid',
          columns: [{ key: 'orderNo', label: '주문번호', sortable: true }],
          source: { api: 'shop.orders', params: { shopId: 'S1' } },
        },
      ],
    });
    await waitFor(() => expect(rowsText()).toHaveLength(10));
    expect(call).toHaveBeenLastCalledWith({
      url: '/api/ext/shop.orders',
      method: 'POST',
      body: { shopId: 'S1', pageNo: 1, pageSize: 10 },
    });
    expect(screen.getByText('총 95건')).not.toBeNull();
    const nav = screen.getByRole('navigation', { name: '페이지' });
    fireEvent.click(within(nav).getByRole('button', { name: '마지막' }));
    await waitFor(() => expect(rowsText()).toEqual(['A-91', 'A-92', 'A-93', 'A-94', 'A-95']));
    expect(call.mock.lastCall?.[0].body).toEqual({ shopId: 'S1', pageNo: 10, pageSize: 10 });
    expect(within(nav).getByRole('button', { name: '10' }).getAttribute('aria-current')).toBe('page');

    fireEvent.change(screen.getByLabelText('페이지당 행 수'), { target: { value: '50' } });
    await waitFor(() => expect(rowsText()).toHaveLength(50));
    expect(call.mock.lastCall?.[0].body).toEqual({ shopId: 'S1', pageNo: 1, pageSize: 50 });

    fireEvent.click(screen.getByRole('button', { name: /주문번호/ }));
    await waitFor(() =>
      expect(call.mock.lastCall?.[0].body).toMatchObject({ orderBy: 'orderNo', pageNo: 1 }),
    );
    fireEvent.click(screen.getByRole('button', { name: /주문번호/ }));
    await waitFor(() => expect(call.mock.lastCall?.[0].body).toMatchObject({ orderBy: '-orderNo' }));

    fireEvent.click(
      within(screen.getByRole('navigation', { name: '페이지' })).getByRole('button', { name: '2' }),
    );
    await waitFor(() => expect(call.mock.lastCall?.[0].body).toMatchObject({ pageNo: 2 }));
    fireEvent.change(screen.getByLabelText('주문상태'), { target: { value: 'PAID' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(screen.getByText('총 3건')).not.toBeNull());
    expect(call.mock.lastCall?.[0].body).toEqual({
      shopId: 'S1',
      status: 'PAID',
      pageNo: 1,
      pageSize: 50,
      orderBy: '-orderNo',
    });
    expect(rowsText()).toEqual(['A-1', 'A-2', 'A-3']);
  });

  it('엑셀 다운로드 of a server-paged grid asks the server for every page of the current search', async () => {
    vi.spyOn(api, 'call').mockResolvedValue(
      ok({ page: { list: [{ orderNo: 'A-1' }], totalCount: '1' } }) as never,
    );
    const download = vi.spyOn(api, 'download').mockResolvedValue({ fileName: 'x', blob: new Blob() });
    await renderScreen({
      title: '주문 관리',
      body: [
        { type: 'search', for: 'orders', fields: [{ name: 'status', label: '주문상태' }] },
        {
          type: 'button',
          label: '엑셀 다운로드',
          action: { export: 'orders' },
        },
        {
          type: 'grid',
          id: 'orders',
          title: '주문 목록',
          columns: [
            { key: 'orderNo', label: '주문번호' },
            { key: 'email', label: '이메일', mask: 'EMAIL' },
          ],
          source: { api: 'shop.orders', params: { shopId: 'S1' } },
        },
      ],
    });
    await waitFor(() => expect(rowsText()).toEqual(['A-1']));
    fireEvent.change(screen.getByLabelText('주문상태'), { target: { value: 'PAID' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(api.call).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith({
        url: '/api/ext/shop.orders/export',
        method: 'POST',
        body: {
          fileName: '주문 목록',
          format: 'xlsx',
          columns: [
            { key: 'orderNo', label: '주문번호' },
            { key: 'email', label: '이메일', mask: 'EMAIL' },
          ],
          params: { shopId: 'S1', status: 'PAID' },
        },
      }),
    );
  });

  it('reads a GET declared API with query parameters and no paging without `total`', async () => {
    declared['shop.notices'] = {
      method: 'GET',
      secured: false,
      paging: { page: 'page', size: 'size', sort: 'sort' },
    };
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValue(ok([{ title: '공지 1' }, { title: '공지 2' }]) as never);
    await renderScreen({
      body: [{ type: 'grid', columns: [{ key: 'title', label: '제목' }], source: { api: 'shop.notices' } }],
    });
    await waitFor(() => expect(rowsText()).toEqual(['공지 1', '공지 2']));
    expect(call).toHaveBeenLastCalledWith({ url: '/api/ext/shop.notices', method: 'GET', query: {} });
    expect(screen.getByText('총 2건')).not.toBeNull();
    delete declared['shop.notices'];
  });
});

describe('export of a grid the browser holds', () => {
  it('sends the rows left by the search to /api/export as CSV under the given name', async () => {
    const download = vi.spyOn(api, 'download').mockResolvedValue({ fileName: 'x', blob: new Blob() });
    await renderScreen({
      title: '회원',
      body: [
        { type: 'search', fields: [{ name: 'name', label: '이름' }] },
        {
          type: 'button',
          label: 'CSV 받기',
          action: { export: 'grid', format: 'csv', fileName: '회원 명단' },
        },
        {
          type: 'grid',
          columns: [{ key: 'name', label: '이름' }],
          source: { rows: [{ name: '홍길동' }, { name: '김철수' }, { name: '홍길순' }] },
        },
      ],
    });
    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '홍' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(rowsText()).toEqual(['홍길동', '홍길순']));
    fireEvent.click(screen.getByRole('button', { name: 'CSV 받기' }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith({
        url: '/api/export',
        method: 'POST',
        body: {
          fileName: '회원 명단',
          format: 'csv',
          columns: [{ key: 'name', label: '이름' }],
          rows: [{ name: '홍길동' }, { name: '홍길순' }],
        },
      }),
    );
  });

  it('shows the Korean message of a failed download', async () => {
    vi.spyOn(api, 'download').mockRejectedValue(new Error('파일 다운로드 중 오류가 발생하였습니다.'));
    await renderScreen({
      body: [
        { type: 'button', label: '받기', action: { export: 'grid' } },
        { type: 'grid', columns: [{ key: 'a', label: 'A' }], source: { rows: [{ a: 1 }] } },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: '받기' }));
    expect(await answerDialog()).toBe('파일 다운로드 중 오류가 발생하였습니다.');
  });
});

describe('a row opens a popup whose form starts from the row', () => {
  it('prefills the edit form, offers API choices, and sends the edited values', async () => {
    const menus = [
      { mnuId: '1000', mnuNm: '고객센터', mnuUrl: null, uprMnuId: null, dpYn: 'Y' },
      { mnuId: '1010', mnuNm: '공지사항', mnuUrl: '/notice', uprMnuId: '1000', dpYn: 'N' },
    ];
    const call = vi.spyOn(api, 'call').mockImplementation(async (req) => {
      if (req.url === '/api/system/menu/edit') return ok(null);
      return ok(menus);
    });
    await renderScreen({
      body: [
        {
          type: 'grid',
          columns: [{ key: 'mnuNm', label: '메뉴명' }],
          source: { api: 'menu.list' },
          rowActions: [{ label: '수정', action: { popup: 'edit' } }],
        },
      ],
      popups: {
        edit: {
          title: '메뉴 수정',
          body: [
            {
              type: 'form',
              fields: [
                { name: 'mnuId', label: '메뉴 ID', type: 'display' },
                { name: 'mnuNm', label: '메뉴명', required: true },
                {
                  name: 'uprMnuId',
                  label: '상위 메뉴',
                  type: 'select',
                  placeholder: '없음',
                  optionsFrom: { api: 'menu.list', value: 'mnuId', label: 'mnuNm' },
                },
                { name: 'dpYn', label: '표시', type: 'switch' },
              ],
              submit: { label: '저장', action: { api: 'menu.edit', then: { close: true } } },
            },
          ],
        },
      },
    });
    await waitFor(() => expect(rowsText()).toEqual(['고객센터', '공지사항']));
    fireEvent.click(screen.getAllByRole('button', { name: '수정' })[1]!);
    const popup = await screen.findByRole('dialog', { name: '메뉴 수정' });
    expect(within(popup).getByText('1010')).not.toBeNull();
    expect((within(popup).getByLabelText(/^메뉴명/) as HTMLInputElement).value).toBe('공지사항');
    const parent = within(popup).getByLabelText('상위 메뉴') as HTMLSelectElement;
    await waitFor(() => expect(parent.value).toBe('1000'));
    expect([...parent.options].map((o) => o.textContent)).toEqual(['없음', '고객센터', '공지사항']);
    expect(within(popup).getByRole('switch', { name: '표시' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.change(within(popup).getByLabelText(/^메뉴명/), { target: { value: '공지 안내' } });
    fireEvent.click(within(popup).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith({
        url: '/api/system/menu/edit',
        method: 'POST',
        body: expect.objectContaining({ mnuId: '1010', mnuNm: '공지 안내', uprMnuId: '1000' }),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '메뉴 수정' })).toBeNull());
  });
});

describe('a form and a details block read a record from an API', () => {
  const declared = testRuntime.config.apis;
  beforeEach(() => {
    declared['shop.profile'] = {
      method: 'GET',
      secured: false,
      paging: { page: 'page', size: 'size', sort: 'sort' },
    };
    declared['shop.profile.update'] = {
      method: 'POST',
      secured: false,
      paging: { page: 'page', size: 'size', sort: 'sort' },
    };
  });
  afterEach(() => {
    delete declared['shop.profile'];
    delete declared['shop.profile.update'];
  });

  it('shows the answer’s keys masked, starts the form from it, and saves the edited values', async () => {
    const call = vi.spyOn(api, 'call').mockImplementation(async (req) => {
      if (req.url === '/api/ext/shop.profile')
        return ok({ usrNm: '홍길동', email: 'gildong@example.com', mktAgreeYn: 'Y', rcvChannels: ['SMS'] });
      return ok(null);
    });
    await renderScreen({
      body: [
        {
          type: 'details',
          source: { api: 'shop.profile' },
          items: [
            { label: '이름', key: 'usrNm', mask: 'NAME' },
            { label: '등급', value: 'VIP' },
          ],
        },
        {
          type: 'form',
          load: { api: 'shop.profile' },
          fields: [
            { name: 'email', label: '이메일', validators: ['email'] },
            { name: 'mktAgreeYn', label: '마케팅 동의', type: 'checkbox' },
            {
              name: 'rcvChannels',
              label: '수신 채널',
              type: 'checkboxes',
              options: [
                { value: 'EMAIL', label: '이메일 수신' },
                { value: 'SMS', label: '문자 수신' },
              ],
            },
          ],
          submit: { label: '저장', action: { api: 'shop.profile.update', success: '저장되었습니다.' } },
        },
      ],
    });
    expect(await screen.findByText('홍*동')).not.toBeNull();
    expect(screen.getByText('VIP')).not.toBeNull();
    await waitFor(() =>
      expect((screen.getByLabelText('이메일') as HTMLInputElement).value).toBe('gildong@example.com'),
    );
    expect((screen.getByRole('checkbox', { name: '마케팅 동의' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '문자 수신' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith({
        url: '/api/ext/shop.profile.update',
        method: 'POST',
        body: { email: 'new@example.com', mktAgreeYn: true, rcvChannels: ['SMS'] },
      }),
    );
    expect(await answerDialog()).toBe('저장되었습니다.');
  });

  it('keeps what the user typed before the record arrived, and fills the rest from it', async () => {
    let answer: (v: unknown) => void = () => {};
    vi.spyOn(api, 'call').mockImplementation(
      (req) =>
        new Promise((resolve) => {
          if (req.url === '/api/ext/shop.profile') answer = resolve;
          else resolve(ok(null));
        }) as never,
    );
    await renderScreen({
      body: [
        {
          type: 'form',
          load: { api: 'shop.profile' },
          fields: [
            { name: 'email', label: '이메일' },
            { name: 'nick', label: '별명' },
          ],
        },
      ],
    });
    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: 'typed@example.com' } });
    answer(ok({ email: 'stored@example.com', nick: '길동' }));
    await waitFor(() => expect((screen.getByLabelText('별명') as HTMLInputElement).value).toBe('길동'));
    expect((screen.getByLabelText('이메일') as HTMLInputElement).value).toBe('typed@example.com');
  });

  it('says so in Korean when the record cannot be read', async () => {
    vi.spyOn(api, 'call').mockRejectedValue(
      new Error('서버 연결이 원활하지 않습니다. 관리자에게 문의해주세요.'),
    );
    await renderScreen({
      body: [{ type: 'form', load: { api: 'shop.profile' }, fields: [{ name: 'email', label: '이메일' }] }],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      '서버 연결이 원활하지 않습니다. 관리자에게 문의해주세요.',
    );
  });
});

describe('an answer carries on: a lookup opens a popup with what it found, a write refreshes what reads it', () => {
  const declared = testRuntime.config.apis;
  const names = ['shop.balance', 'shop.lookup', 'shop.gift'];
  beforeEach(() => {
    for (const name of names)
      declared[name] = {
        method: name === 'shop.balance' ? 'GET' : 'POST',
        secured: false,
        paging: { page: 'page', size: 'size', sort: 'sort' },
      };
  });
  afterEach(() => {
    for (const name of names) delete declared[name];
  });

  it('fills the success message and the popup from the answer, and re-reads the balance after the gift', async () => {
    let balance = 1000;
    const call = vi.spyOn(api, 'call').mockImplementation(async (req) => {
      if (req.url === '/api/ext/shop.balance') return ok({ usrNm: '홍길동', balance });
      if (req.url === '/api/ext/shop.lookup') return ok({ memberNo: 'M001', receiverNm: '김정관' });
      if (req.url === '/api/ext/shop.gift') {
        balance -= Number((req.body as { giftPoint: string }).giftPoint);
        return ok({ balance });
      }
      return ok(null);
    });
    await renderScreen({
      body: [
        {
          type: 'details',
          title: '{usrNm}님의 가용포인트',
          source: { api: 'shop.balance' },
          items: [{ label: '가용 포인트(P)', key: 'balance', format: 'currency' }],
        },
        {
          type: 'form',
          fields: [{ name: 'receiverNm', label: '이름', required: true }],
          submit: {
            label: '조회하기',
            action: {
              api: 'shop.lookup',
              success: '{receiverNm}님을 확인했습니다.',
              then: { popup: 'gift' },
            },
          },
        },
      ],
      popups: {
        gift: {
          title: '포인트 선물',
          body: [
            { type: 'details', items: [{ label: '선물 받을 분', key: 'receiverNm', mask: 'NAME' }] },
            {
              type: 'form',
              fields: [
                { name: 'memberNo', label: '회원번호', type: 'display' },
                { name: 'giftPoint', label: '선물 할 포인트', type: 'number', required: true },
              ],
              submit: {
                label: '선물하기',
                action: { api: 'shop.gift', success: '{giftPoint}P 선물 완료', then: { close: true } },
              },
            },
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: '홍길동님의 가용포인트' })).not.toBeNull();
    expect(await screen.findByText('1,000')).not.toBeNull();
    fireEvent.change(screen.getByLabelText(/^이름/), { target: { value: '김정관' } });
    fireEvent.click(screen.getByRole('button', { name: '조회하기' }));
    expect(await answerDialog()).toBe('김정관님을 확인했습니다.');
    const popup = await screen.findByRole('dialog', { name: '포인트 선물' });
    expect(within(popup).getByText('김*관')).not.toBeNull();
    fireEvent.change(within(popup).getByLabelText(/^선물 할 포인트/), { target: { value: '300' } });
    fireEvent.click(within(popup).getByRole('button', { name: '선물하기' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith({
        url: '/api/ext/shop.gift',
        method: 'POST',
        body: { memberNo: 'M001', giftPoint: '300' },
      }),
    );
    expect(await answerDialog()).toBe('300P 선물 완료');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '포인트 선물' })).toBeNull());
    expect(await screen.findByText('700')).not.toBeNull();
  });
});

describe('a form field’s button', () => {
  it('checks only its field, then runs its action with the form’s values; the form is not submitted', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValue(ok({ valid: true, exists: false, message: '사용 가능한 아이디입니다.' }));
    await renderScreen({
      body: [
        {
          type: 'form',
          fields: [
            {
              name: 'userId',
              label: '아이디',
              validators: [{ required: true, message: '아이디를 입력해주세요.' }],
              button: {
                label: '중복 확인',
                action: {
                  api: 'auth.validateId',
                  params: { userId: '{userId}' },
                  then: { alert: '{message}', title: '아이디 중복 확인' },
                },
              },
            },
            { name: 'email', label: '이메일', required: true },
          ],
          submit: { label: '완료', action: { navigate: '/target' } },
        },
      ],
    });
    const check = screen.getByRole('button', { name: '중복 확인' });
    fireEvent.click(check);
    expect(await screen.findByText('아이디를 입력해주세요.')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^아이디/)));
    expect(call).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^아이디/), { target: { value: 'newstaff01' } });
    fireEvent.click(check);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith({
        url: '/api/authentication/validate/id',
        method: 'GET',
        query: { userId: 'newstaff01' },
        secured: true,
      }),
    );
    expect(await answerDialog()).toBe('사용 가능한 아이디입니다.');
    // The other field was not checked, and nothing navigated.
    expect(screen.getByLabelText(/^이메일/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('이동한 화면')).toBeNull();
  });
});

describe('메뉴 관리’s calls: a record read by its id (menu.get), a selection saved in one batch (menu.batch)', () => {
  const MENUS = [
    { mnuId: '1010', mnuNm: '공지사항', dpYn: 'Y' },
    { mnuId: '1020', mnuNm: '자주하는 질문', dpYn: 'Y' },
  ];

  it('상세 reads GET /api/system/menu/{id} and shows the answer in the popup’s details', async () => {
    const call = vi.spyOn(api, 'call').mockImplementation(async (req) => {
      if (req.url === '/api/system/menu/list') return ok(MENUS);
      if (req.url === '/api/system/menu/1020')
        return ok({ ...MENUS[1], mnuUrl: '/pubs/CS/FQ/UI_FU_0015', regUsrId: 'seed' });
      throw new Error(`unexpected ${req.url}`);
    });
    await renderScreen({
      body: [
        {
          type: 'grid',
          columns: [
            { key: 'mnuId', label: '메뉴 ID' },
            { key: 'mnuNm', label: '메뉴명' },
          ],
          source: { api: 'menu.list' },
          rowActions: [
            {
              label: '상세',
              action: { api: 'menu.get', params: { id: '{mnuId}' }, then: { popup: 'detail' } },
            },
          ],
        },
      ],
      popups: {
        detail: {
          title: '메뉴 상세',
          body: [
            {
              type: 'details',
              title: '{mnuNm}',
              items: [
                { label: '메뉴 URL', key: 'mnuUrl' },
                { label: '등록자', key: 'regUsrId' },
              ],
            },
          ],
        },
      },
    });
    await waitFor(() => expect(rowsText()).toEqual(['1010', '1020']));
    fireEvent.click(within(screen.getAllByRole('row')[2]!).getByRole('button', { name: '상세' }));
    const popup = await screen.findByRole('dialog', { name: '메뉴 상세' });
    expect(call).toHaveBeenCalledWith({ url: '/api/system/menu/1020', method: 'GET', query: {} });
    // The popup shows the record the server answered, not the grid row.
    await waitFor(() => expect(popup.textContent).toContain('/pubs/CS/FQ/UI_FU_0015'));
    expect(popup.textContent).toContain('seed');
    expect(within(popup).getByRole('heading', { name: '자주하는 질문' }).textContent).toBe('자주하는 질문');
  });

  it('a `batch` bulk action calls once with every selected row’s params as one list', async () => {
    const call = vi.spyOn(api, 'call').mockImplementation(async (req) => {
      if (req.url === '/api/system/menu/list') return ok(MENUS);
      if (req.url === '/api/system/menu/batch') return ok([]);
      throw new Error(`unexpected ${req.url}`);
    });
    await renderScreen({
      body: [
        {
          type: 'grid',
          columns: [
            { key: 'mnuId', label: '메뉴 ID' },
            { key: 'mnuNm', label: '메뉴명' },
          ],
          source: { api: 'menu.list' },
          rowKey: 'mnuId',
          bulkActions: [
            {
              label: '선택 숨김',
              confirm: '선택한 메뉴 {count}개를 숨기시겠습니까?',
              batch: 'menus',
              action: { api: 'menu.batch', params: { mnuId: '{mnuId}', dpYn: 'N' } },
            },
          ],
        },
      ],
    });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    fireEvent.click(screen.getByRole('checkbox', { name: '전체 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '선택 숨김' }));
    expect(await answerDialog()).toBe('선택한 메뉴 2개를 숨기시겠습니까?');
    await waitFor(() => expect(dialogState.queue[0]?.message).toBe('선택 숨김: 2건을 처리했습니다.'));
    const batches = call.mock.calls.filter(([r]) => r.url === '/api/system/menu/batch');
    expect(batches).toEqual([
      [
        {
          url: '/api/system/menu/batch',
          method: 'POST',
          body: {
            menus: [
              { mnuId: '1010', dpYn: 'N' },
              { mnuId: '1020', dpYn: 'N' },
            ],
          },
        },
      ],
    ]);
  });
});

describe('row actions', () => {
  const rows = [{ memberNo: 'M1', name: '김하나' }];
  const columns = [
    { key: 'memberNo', label: '회원번호' },
    { key: 'name', label: '이름' },
  ];
  const action = (label: string) => ({ label, action: { alert: `${label}: {memberNo}` } });

  it('shows two as links, and beyond two the first and a ⋯ menu named after the row holding the rest', async () => {
    await renderScreen({
      body: [
        {
          type: 'grid',
          columns,
          source: { rows, sample: false },
          rowActions: [action('상세'), action('수정')],
        },
      ],
    });
    const row = screen.getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['상세', '수정']);
  });

  it('runs an action of the ⋯ menu and closes the menu', async () => {
    await renderScreen({
      body: [
        {
          type: 'grid',
          columns,
          source: { rows, sample: false },
          rowActions: [action('상세'), action('수정'), action('삭제')],
        },
      ],
    });
    const row = screen.getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent || b.getAttribute('aria-label')),
    ).toEqual(['상세', 'M1 더보기']);
    fireEvent.click(within(row).getByRole('button', { name: 'M1 더보기' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['수정', '삭제']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: '삭제' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(await answerDialog()).toBe('삭제: M1');
  });
});
