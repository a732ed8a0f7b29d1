// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setInitialData } from '../../../../../runtime/client/initialData/initialDataStore.ts';
import { ApiCallError } from '../../../../../runtime/core/transport/index.ts';
import { testRuntime } from '../../support/testRuntime.ts';
import { renderScreen } from './renderScreen.tsx';

// jsdom draws no canvas: the chart library is replaced by a recorder of what it was asked to draw.
const drawn = vi.hoisted(
  () => [] as Array<{ kind: string; labels: string[]; series: unknown; value: string }>,
);
vi.mock('../../../../../runtime/client/ui/screen/blocks/drawChart.ts', () => ({
  drawChart: (
    _canvas: HTMLCanvasElement,
    data: { kind: string; labels: string[]; series: unknown; formatValue: (v: number) => string },
  ) => {
    drawn.push({ kind: data.kind, labels: data.labels, series: data.series, value: data.formatValue(12345) });
    return () => {};
  },
}));

const { api } = testRuntime;
const ok = (body: unknown) => ({ resultCode: '0000', resultMessage: '정상 처리되었습니다.', body });
const refused = () => new ApiCallError('http', '권한이 없습니다.', { status: 403 });

afterEach(() => {
  vi.restoreAllMocks();
  drawn.splice(0);
});

const dashboardStats = {
  type: 'stats' as const,
  title: '오늘의 현황',
  source: { api: 'shop.dashboard.summary' },
  items: [
    { label: '신규 회원', key: 'newMembers', unit: '명' },
    { label: '지급 포인트', key: 'pointsIssued', unit: 'P' },
    { label: '승인 대기', key: 'count', unit: '건', source: { api: 'approval.pending' } },
  ],
};
const figures = () =>
  within(screen.getByRole('region', { name: '오늘의 현황' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('stats', () => {
  // A user who may open 승인 관리 (a SYSTEM_APPROVAL menu) reads approval.pending; anyone else
  // does not call it at all.
  const mayOpenApprovals = () => {
    setInitialData(testRuntime.initialData.state, {
      menus: [
        {
          mnuId: '7050',
          mnuNm: '승인 관리',
          uprMnuId: null,
          mnuUrl: '/pubs/SY/approvals',
          proIdVal: 'SYSTEM_APPROVAL',
          dpYn: 'Y',
        },
      ],
    } as never);
    Object.assign(testRuntime.sessionState, { authenticated: true, roles: ['7050:SYSTEM_APPROVAL:SEARCH'] });
  };
  afterEach(() => {
    Object.assign(testRuntime.sessionState, { authenticated: false, roles: [] });
    Object.assign(testRuntime.initialData.state, { status: 'idle', data: null });
  });

  it('shows each figure with its unit, reading each source once', async () => {
    mayOpenApprovals();
    const call = vi.spyOn(api, 'call').mockImplementation(async (req) => {
      if (req.url.endsWith('shop.dashboard.summary')) return ok({ newMembers: 3, pointsIssued: 13000 });
      if (req.url === '/api/system/approval/pending') return ok({ count: 2 });
      throw new Error(`unexpected ${req.url}`);
    });
    await renderScreen({ body: [dashboardStats] });
    await waitFor(() => expect(figures()).toEqual(['신규 회원3명', '지급 포인트13,000P', '승인 대기2건']));
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('leaves out a figure the user may not read (403), and says a failure once', async () => {
    mayOpenApprovals();
    vi.spyOn(api, 'call').mockImplementation(async (req) => {
      if (req.url === '/api/system/approval/pending') throw refused();
      throw new ApiCallError('http', '일시적인 오류입니다.', { status: 502 });
    });
    await renderScreen({ body: [dashboardStats] });
    await waitFor(() => expect(figures()).toEqual(['신규 회원–', '지급 포인트–']));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['일시적인 오류입니다.']);
  });

  it('does not even call an API answered only to those who may open a menu the user lacks', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue(ok({ newMembers: 3, pointsIssued: 13000 }));
    await renderScreen({ body: [dashboardStats] });
    await waitFor(() => expect(figures()).toEqual(['신규 회원3명', '지급 포인트13,000P']));
    expect(call.mock.calls.map(([r]) => r.url)).toEqual(['/api/ext/shop.dashboard.summary']);
  });

  it('links a figure to its screen only when the user may open it', async () => {
    mayOpenApprovals();
    // 회원 관리 is a menu this user holds no role on; /docs/stats is a route of no menu.
    const data = testRuntime.initialData.state.data as { menus: unknown[] };
    data.menus.push({ mnuId: '8010', mnuNm: '회원 관리', uprMnuId: null, mnuUrl: '/ops/members', dpYn: 'Y' });
    // 포인트 관리: held, but IP-limited to an address the user is not at.
    data.menus.push({
      mnuId: '8020',
      mnuNm: '포인트 관리',
      uprMnuId: null,
      mnuUrl: '/ops/points',
      dpYn: 'N',
      ipLmtYn: 'Y',
      ipList: '10.10.10.10',
    });
    testRuntime.sessionState.roles.push('8020:OPS_POINTS:SEARCH');
    sessionStorage.setItem('console:userIp', '192.0.2.7');
    onTestFinished(() => sessionStorage.removeItem('console:userIp'));
    vi.spyOn(api, 'call').mockImplementation(async (req) =>
      req.url === '/api/system/approval/pending' ? ok({ count: 2 }) : ok({ newMembers: 3, pointsIssued: 1 }),
    );
    const [newMembers, pointsIssued, pending] = dashboardStats.items;
    await renderScreen({
      body: [
        {
          ...dashboardStats,
          items: [
            { ...newMembers!, to: '/ops/members' },
            { ...pointsIssued!, to: '/docs/stats' },
            { label: '포인트 잔액', key: 'pointsIssued', unit: 'P', to: '/ops/points' },
            { ...pending!, to: '/pubs/SY/approvals' },
          ],
        },
      ],
    });
    await waitFor(() =>
      expect(figures()).toEqual(['신규 회원3명', '지급 포인트1P', '포인트 잔액1P', '승인 대기2건']),
    );
    const region = within(screen.getByRole('region', { name: '오늘의 현황' }));
    expect(region.getAllByRole('link').map((a) => a.textContent)).toEqual(['지급 포인트1P', '승인 대기2건']);
  });
});

const pointsChart = {
  type: 'chart' as const,
  kind: 'line' as const,
  title: '최근 30일 포인트',
  source: { api: 'shop.dashboard.pointsDaily' },
  x: { key: 'day', label: '일자', format: 'date' },
  series: [
    { key: 'issued', label: '지급' },
    { key: 'used', label: '사용' },
  ],
  unit: 'P',
};
const rows = [
  { day: '2026-11-27', issued: 13000, used: 8000 },
  { day: '2026-11-28', issued: 5000, used: 0 },
];

describe('chart', () => {
  it('draws the rows, and gives them as a table (read by screen readers, shown with 표로 보기)', async () => {
    vi.spyOn(api, 'call').mockResolvedValue(ok({ list: rows }));
    await renderScreen({ body: [pointsChart] });
    const table = await screen.findByRole('table', { name: '최근 30일 포인트' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['일자지급사용', '2026-11-2713,000P8,000P', '2026-11-285,000P0P']);
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]).toEqual({
      kind: 'line',
      labels: ['2026-11-27', '2026-11-28'],
      series: [
        { label: '지급', values: [13000, 5000] },
        { label: '사용', values: [8000, 0] },
      ],
      value: '12,345P',
    });
    // Hidden from sight while the chart shows, shown in its place with 표로 보기.
    expect(table.parentElement?.className).toBe('c-visually-hidden');
    const toggle = screen.getByRole('button', { name: '표로 보기' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('table', { name: '최근 30일 포인트' }).parentElement?.className).toBe(
      'c-chart__table',
    );
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('shows one state at a time: the failure with 다시 시도, then the empty text', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockRejectedValueOnce(new ApiCallError('http', '조회 권한이 없습니다.', { status: 403 }))
      .mockResolvedValue(ok({ list: [] }));
    await renderScreen({ body: [pointsChart] });
    expect((await screen.findByRole('alert')).textContent).toContain('조회 권한이 없습니다.');
    expect(screen.queryByText('표시할 데이터가 없습니다.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('표시할 데이터가 없습니다.')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: '표로 보기' })).toBeNull();
    expect(call).toHaveBeenCalledTimes(2);
    expect(drawn).toEqual([]);
  });
});

describe('links from an API', () => {
  const recent = {
    type: 'links' as const,
    title: '최근 메뉴',
    source: {
      api: 'usermenu.recent',
      label: 'mnuNm',
      to: 'mnuUrl',
      description: 'lastDttm',
      format: 'datetime',
    },
    emptyText: '아직 연 메뉴가 없습니다.',
  };

  it('makes a link of each row whose route is a path of this console', async () => {
    vi.spyOn(api, 'call').mockResolvedValue(
      ok({
        list: [
          { mnuId: '8010', mnuNm: '회원 관리', mnuUrl: '/ops/members', lastDttm: '2026-11-28T00:30:00Z' },
          { mnuId: '9', mnuNm: '밖으로', mnuUrl: 'https://example.com/', lastDttm: '2026-11-28T00:20:00Z' },
          { mnuId: '8', mnuNm: '두 빗금', mnuUrl: '//example.com', lastDttm: '2026-11-28T00:10:00Z' },
        ],
      }),
    );
    await renderScreen({ body: [recent] });
    const link = await screen.findByRole('link', { name: /회원 관리/ });
    expect(link.getAttribute('href')).toBe('/ops/members');
    // The instant in the console's zone (Asia/Seoul by default).
    expect(link.textContent).toBe('회원 관리2026-11-28 09:30:00');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('says its empty text when there are none, and why when they could not be read', async () => {
    vi.spyOn(api, 'call')
      .mockRejectedValueOnce(new ApiCallError('http', '일시적인 오류입니다.', { status: 502 }))
      .mockResolvedValue(ok({ list: [] }));
    await renderScreen({ body: [recent] });
    expect((await screen.findByRole('alert')).textContent).toContain('일시적인 오류입니다.');
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('아직 연 메뉴가 없습니다.')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
