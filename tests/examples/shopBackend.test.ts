import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koreanDay } from '../../examples/shop-backend/koreanDay.ts';
import { expiringPoints } from '../../examples/shop-backend/pointRoutes.ts';
import { buildShopBackend } from '../../examples/shop-backend/shopBackend.ts';

// The example backend trusts nothing but the console's identity assertion: these are the checks an
// integrator's own backend makes (README, "The identity assertion a backend verifies").
describe('example shop backend', () => {
  let app: FastifyInstance;
  /** Who calls: the claims the console would vouch for, and the key and audience it signs with. */
  type Who = { claims: Record<string, unknown>; audience: string; key: CryptoKey };
  let sign: (claims: Record<string, unknown>, audience?: string) => Promise<Who>;
  let forged: (claims: Record<string, unknown>) => Promise<Who>;
  /** An assertion as the console makes one for a call: bound to its method, path and query, body. */
  let assertion: (
    who: Who,
    call: { method: string; url: string; body?: string },
    extra?: { lifetime?: number; jti?: string },
  ) => Promise<string>;

  beforeAll(async () => {
    const consoleKeys = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const jwk = { ...(await exportJWK(consoleKeys.publicKey)), kid: 'k1', alg: 'EdDSA' };
    assertion = (who, call, extra = {}) =>
      new SignJWT({
        roles: [],
        fns: [],
        mnu: '5030',
        pgm: null,
        ip: '127.0.0.1',
        name: '관리자',
        ...who.claims,
        htm: call.method,
        htu: call.url,
        bh: createHash('sha256')
          .update(call.body ?? '')
          .digest('base64url'),
      })
        .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
        .setAudience(who.audience)
        .setIssuer('console:CONSOLE')
        .setJti(extra.jti ?? randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${extra.lifetime ?? 30}s`)
        .sign(who.key);
    sign = async (claims, audience = 'shop') => ({ claims, audience, key: consoleKeys.privateKey });
    forged = async (claims) => ({ claims, audience: 'shop', key: other.privateKey });
    app = buildShopBackend({ jwks: createLocalJWKSet({ keys: [jwk] }), issuer: 'console:CONSOLE' });
    await app.ready();
  });
  afterAll(() => app.close());

  const bearer = async (who: Who | undefined, call: { method: string; url: string; body?: string }) =>
    who ? { authorization: `Bearer ${await assertion(who, call)}` } : {};
  const get = async (url: string, who?: Who) =>
    app.inject({ method: 'GET', url, headers: await bearer(who, { method: 'GET', url }) });
  const del = async (url: string, who: Who) =>
    app.inject({ method: 'DELETE', url, headers: await bearer(who, { method: 'DELETE', url }) });
  const post = async (url: string, body: object, who: Who) => {
    const text = JSON.stringify(body);
    return app.inject({
      method: 'POST',
      url,
      payload: text,
      headers: {
        'content-type': 'application/json',
        ...(await bearer(who, { method: 'POST', url, body: text })),
      },
    });
  };

  it('refuses a call without an assertion, with a forged one, or one for another audience', async () => {
    for (const who of [undefined, await forged({ sub: 'admin' }), await sign({ sub: 'admin' }, 'billing')]) {
      const res = await get('/notices', who);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ resultCode: 'UNAUTHORIZED', resultMessage: '인증되지 않은 호출입니다.' });
    }
    expect((await get('/health')).statusCode).toBe(200);
  });

  it('accepts an assertion once, for the call it was made for: a captured one replayed or used elsewhere is refused', async () => {
    const admin = await sign({ sub: 'admin', fns: ['SAVE', 'SEARCH'] });
    const refused = { resultCode: 'UNAUTHORIZED', resultMessage: '인증되지 않은 호출입니다.' };
    // Captured from a read of the notices.
    const captured = await assertion(admin, { method: 'GET', url: '/notices' });
    const withIt = (method: 'GET' | 'POST', url: string, payload?: string) =>
      app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${captured}`,
          ...(payload && { 'content-type': 'application/json' }),
        },
        ...(payload && { payload }),
      });
    expect((await withIt('GET', '/notices')).statusCode).toBe(200);
    // The same call again, another path, a write, another query: all refused.
    for (const res of [
      await withIt('GET', '/notices'),
      await withIt('GET', '/me/profile'),
      await withIt('POST', '/notices', JSON.stringify({ title: '가짜 공지', content: '내용' })),
      await withIt('GET', '/notices?keyword=x'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(refused);
    }
    // Made for one body, sent with another (a gift of 300 turned into 100,000).
    const gift = await assertion(admin, {
      method: 'POST',
      url: '/me/points/gift',
      body: JSON.stringify({ memberNo: 'M0001', giftPoint: 300 }),
    });
    const tampered = await app.inject({
      method: 'POST',
      url: '/me/points/gift',
      payload: JSON.stringify({ memberNo: 'M0001', giftPoint: 100000 }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${gift}` },
    });
    expect(tampered.statusCode).toBe(401);
    // One that claims to live longer than 30 s.
    const long = await assertion(admin, { method: 'GET', url: '/notices' }, { lifetime: 300 });
    expect(
      (await app.inject({ method: 'GET', url: '/notices', headers: { authorization: `Bearer ${long}` } }))
        .statusCode,
    ).toBe(401);
    // Nothing was written: the notices are as they were.
    const first = (await get('/notices?size=1', admin)).json();
    expect(first.body.list[0].title).not.toBe('가짜 공지');
  });

  it('pages, sorts and searches notices', async () => {
    const token = await sign({ sub: 'staff' });
    const page = (await get('/notices?page=2&size=5', token)).json();
    expect(page.resultCode).toBe('0000');
    expect(page.body.totalCount).toBe(57);
    expect(page.body.list.map((n: { noticeNo: number }) => n.noticeNo)).toEqual([52, 51, 50, 49, 48]);
    const oldest = (await get('/notices?size=1&sort=regDt', token)).json();
    expect(oldest.body.list[0].noticeNo).toBe(1);
    const found = (await get(`/notices?keyword=${encodeURIComponent('(57)')}`, token)).json();
    expect(found.body.totalCount).toBe(1);
  });

  it('registers a notice only for a caller holding SAVE on the calling menu', async () => {
    const refused = await post(
      '/notices',
      { title: '새 공지', content: '내용' },
      await sign({ sub: 'staff', fns: ['SEARCH'] }),
    );
    expect(refused.statusCode).toBe(403);
    const admin = await sign({ sub: 'admin', fns: ['SAVE', 'SEARCH'] });
    expect((await post('/notices', { title: ' ', content: '내용' }, admin)).statusCode).toBe(400);
    const created = await post('/notices', { title: '새 공지', content: '내용' }, admin);
    expect(created.json()).toMatchObject({ resultCode: '0000', body: { noticeNo: 58 } });
    const first = (await get('/notices?size=1', admin)).json();
    expect(first.body).toMatchObject({
      totalCount: 58,
      list: [{ title: '새 공지', regUsrId: 'admin', attachFileId: null }],
    });
    // Attachments: the console's file set id is kept with the notice (the console checked and binds it).
    const bad = await post('/notices', { title: '첨부', content: '내용', attachFileId: '../x' }, admin);
    expect(bad.statusCode).toBe(400);
    await post('/notices', { title: '첨부', content: '내용', attachFileId: 'abc123' }, admin);
    const withFiles = (await get('/notices?size=1', admin)).json();
    expect(withFiles.body.list[0]).toMatchObject({ title: '첨부', attachFileId: 'abc123' });
  });

  it('answers "my" points and purchases for the assertion’s subject', async () => {
    const mine = (await post('/me/points/search', { size: 100 }, await sign({ sub: 'admin' }))).json();
    const theirs = (await post('/me/points/search', { size: 100 }, await sign({ sub: 'staff' }))).json();
    expect(mine.body.totalCount).toBe(40);
    expect(mine.body.list).not.toEqual(theirs.body.list);
    const used = (
      await post('/me/points/search', { pointType: '구매 사용', size: 100 }, await sign({ sub: 'admin' }))
    ).json();
    expect(used.body.list.every((p: { pointType: string }) => p.pointType === '구매 사용')).toBe(true);
    const orders = (
      await post('/me/purchases/search', { page: 1, size: 10 }, await sign({ sub: 'admin' }))
    ).json();
    expect(orders.body).toMatchObject({ totalCount: 30 });
    expect(orders.body.list).toHaveLength(10);
  });

  it('keeps a member’s anniversaries: the type limits, and deleting one', async () => {
    const me = await sign({ sub: 'anniv-user' });
    const list = async () => (await get('/me/anniversaries', me)).json().body as { annivId: string }[];
    expect(await list()).toHaveLength(3);
    const spouse = { annivType: 'SPOUSE', gender: 'F', annivDt: '1987-11-27', calendarType: 'SOLAR' };
    const created = await post('/me/anniversaries', spouse, me);
    expect(created.json().body).toMatchObject({
      annivNm: '배우자 생일',
      gender: '여자',
      annivDtText: '[양력] 1987.11.27',
    });
    const again = await post('/me/anniversaries', spouse, me);
    expect(again.statusCode).toBe(400);
    expect(again.json().resultMessage).toBe('자녀는 최대 3명까지 가능하며 그 외에는 1명만 가능합니다.');
    const id = created.json().body.annivId;
    expect((await del(`/me/anniversaries/${id}`, me)).statusCode).toBe(200);
    expect((await list()).map((a) => a.annivId)).not.toContain(id);
  });

  it('reads and saves the member’s own profile, refusing a bad email', async () => {
    const me = await sign({ sub: 'profile-user', name: '김회원' });
    expect((await get('/me/profile', me)).json().body).toMatchObject({
      usrId: 'profile-user',
      usrNm: '김회원',
    });
    expect((await post('/me/profile', { email: 'not-an-email' }, me)).statusCode).toBe(400);
    const saved = await post('/me/profile', { email: 'kim@example.com', rcvChannels: ['TEL'] }, me);
    expect(saved.json().body).toMatchObject({ email: 'kim@example.com', rcvChannels: ['TEL'] });
    expect((await get('/me/profile', me)).json().body.email).toBe('kim@example.com');
  });
  it('finds a gift receiver by name and mobile number, and a gift lowers the balance and shows in the history', async () => {
    const me = await sign({ sub: 'gift-user', name: '홍길동' });
    const balance = async () => (await get('/me/points/balance', me)).json().body;
    const before = await balance();
    expect(before).toMatchObject({ usrNm: '홍길동', special: 500 });
    expect(before.balance).toBeGreaterThan(1000);

    const missing = await post(
      '/members/lookup',
      { receiverNm: '김정관', receiverMobile: '01099999999' },
      me,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().resultMessage).toBe('입력하신 정보와 일치하는 정관장 멤버스 회원이 없습니다.');
    expect((await post('/members/lookup', { receiverNm: '김정관' }, me)).statusCode).toBe(400);
    const found = await post(
      '/members/lookup',
      { receiverNm: '김정관', receiverMobile: '010-1234-5678' },
      me,
    );
    expect(found.json().body).toEqual({
      memberNo: 'M0001',
      receiverNm: '김정관',
      receiverMobile: '01012345678',
    });

    for (const giftPoint of [0, -5, '1.5', 'abc', before.balance + 1]) {
      const refused = await post('/me/points/gift', { memberNo: 'M0001', giftPoint }, me);
      expect(refused.statusCode).toBe(400);
    }
    expect((await post('/me/points/gift', { memberNo: 'M9999', giftPoint: 1 }, me)).statusCode).toBe(404);
    expect((await balance()).balance).toBe(before.balance);

    const gift = await post('/me/points/gift', { memberNo: 'M0001', giftPoint: '300' }, me);
    expect(gift.json().body).toEqual({ receiverNm: '김정관', giftPoint: 300, balance: before.balance - 300 });
    expect((await balance()).balance).toBe(before.balance - 300);
    const history = (await post('/me/points/search', { size: 1, sort: '-useDt' }, me)).json().body;
    expect(history.totalCount).toBe(41);
    expect(history.list[0]).toMatchObject({
      title: '김정관님에게 선물',
      pointType: '포인트 선물',
      point: -300,
    });
  });

  it('searches stores by region and keyword, lists the nearest, and keeps the member’s favourite store', async () => {
    const me = await sign({ sub: 'store-user' });
    const seoul = (
      await get('/stores?sido=%EC%84%9C%EC%9A%B8%ED%8A%B9%EB%B3%84%EC%8B%9C&size=100', me)
    ).json().body;
    expect(seoul.totalCount).toBe(5);
    expect(seoul.list[0]).not.toHaveProperty('lat');
    const keyword = (await get(`/stores?keyword=${encodeURIComponent('해운대')}`, me)).json().body;
    expect(keyword.list.map((s: { storeNm: string }) => s.storeNm)).toEqual(['정관장 해운대점']);

    expect((await get('/me/store', me)).json().body).toMatchObject({
      storeId: 'S001',
      storeNm: '정관장 압구정점',
    });
    const near = (await get('/stores/near', me)).json().body as { storeNm: string; distance: string }[];
    expect(near[0]).toMatchObject({ storeNm: '정관장 압구정점', distance: '0km' });
    expect(near[1]?.storeNm).toBe('정관장 대치점');

    expect((await post('/me/store', { storeId: 'S999' }, me)).statusCode).toBe(404);
    expect((await post('/me/store', { storeId: 'S012' }, me)).json().body.storeNm).toBe('정관장 해운대점');
    expect((await get('/me/store', me)).json().body.storeNm).toBe('정관장 해운대점');
    expect((await get('/stores/near', me)).json().body[1].storeNm).toBe('정관장 부산서면점');
    expect((await get('/me/store', await sign({ sub: 'someone-else' }))).json().body.storeId).toBe('S001');
  });

  it('lists the member’s SNS links and disconnects a linked one once', async () => {
    const me = await sign({ sub: 'sns-user' });
    const unlink = (cd: string) => del(`/me/sns/${cd}`, me);
    expect((await get('/me/sns', me)).json().body.map((l: { linkYn: string }) => l.linkYn)).toEqual([
      '연결',
      '연결',
      '미연결',
    ]);
    expect((await unlink('KAKAO')).json().body).toMatchObject({
      snsNm: '카카오',
      linkYn: '미연결',
      linkDt: null,
    });
    const again = await unlink('KAKAO');
    expect(again.statusCode).toBe(400);
    expect(again.json().resultMessage).toBe('카카오 계정은 연결되어 있지 않습니다.');
    expect((await unlink('LINE')).statusCode).toBe(404);
  });

  it('lists the points that lapse in this month and the next two, with their sums', async () => {
    const me = await sign({ sub: 'expiring-user' });
    const answer = (await get('/me/points/expiring', me)).json().body;
    const all = answer.list as { kind: string; point: number; expireDt: string }[];
    expect(all.filter((e) => e.kind === 'SPECIAL')).toHaveLength(1);
    const integrated = (await get('/me/points/expiring?kind=INTEGRATED', me)).json().body.list;
    expect(integrated.every((e: { kind: string }) => e.kind === 'INTEGRATED')).toBe(true);
    const total = integrated.reduce((sum: number, e: { point: number }) => sum + e.point, 0);
    expect(answer.thisMonth + answer.nextMonth + answer.monthAfter).toBe(total);
    expect((await get('/me/points/balance', me)).json().body.expiring).toBe(answer.thisMonth);
  });
  describe('operations (the staff console over the shop)', () => {
    const operator = () => sign({ sub: 'operator', fns: ['SEARCH', 'SAVE', 'DELETE'] });
    const viewer = () => sign({ sub: 'viewer', fns: ['SEARCH'] });
    type Txn = {
      txnNo: number;
      kind: string;
      point: number;
      status: string;
      txnDt: string;
      memberNo: string;
    };

    it('issues points with a reason, cancels them with a reason, and the dashboard counts only what stands', async () => {
      const op = await operator();
      const before = (await get('/dashboard/summary', op)).json().body;
      expect(before.today).toBe(koreanDay());
      const issued = await post('/ops/points', { memberNo: 'M100001', point: 1234, reason: '고객 보상' }, op);
      expect(issued.statusCode).toBe(200);
      const txn = issued.json().body as Txn;
      expect(txn).toMatchObject({ kind: 'ISSUE', point: 1234, status: 'DONE', txnDt: koreanDay() });
      expect((await get('/dashboard/summary', op)).json().body.pointsIssued).toBe(before.pointsIssued + 1234);
      const daily = (await get('/dashboard/points-daily', op)).json().body.list;
      expect(daily).toHaveLength(30);
      expect(daily.at(-1)).toMatchObject({ day: koreanDay(), issued: before.pointsIssued + 1234 });

      // Without a reason, twice, or as a viewer: refused, nothing changes.
      expect((await post(`/ops/points/${txn.txnNo}/cancel`, { cancelReason: ' ' }, op)).json()).toEqual({
        resultCode: 'SHOP400',
        resultMessage: '취소 사유를 2자 이상 100자 이내로 입력해주세요.',
      });
      const byViewer = await post(
        `/ops/points/${txn.txnNo}/cancel`,
        { cancelReason: '잘못 지급' },
        await viewer(),
      );
      expect(byViewer.statusCode).toBe(403);
      expect(byViewer.json().resultMessage).toBe('포인트를 취소할 권한이 없습니다.');
      const canceled = await post(`/ops/points/${txn.txnNo}/cancel`, { cancelReason: '잘못 지급' }, op);
      expect(canceled.json().body).toMatchObject({ status: 'CANCELED', cancelReason: '잘못 지급' });
      expect(
        (await post(`/ops/points/${txn.txnNo}/cancel`, { cancelReason: '잘못 지급' }, op)).statusCode,
      ).toBe(409);
      expect((await get('/dashboard/summary', op)).json().body.pointsIssued).toBe(before.pointsIssued);

      const search = await post(
        '/ops/points/search',
        { keyword: 'M100001', status: 'CANCELED', size: 50 },
        op,
      );
      expect(search.json().body.list.map((t: Txn) => t.txnNo)).toContain(txn.txnNo);
    });

    it('refuses a point issue out of range or without a reason, and a viewer’s', async () => {
      for (const [body, message] of [
        [
          { memberNo: 'M100001', point: 0, reason: '보상' },
          '지급 포인트는 1P부터 1,000,000P까지 입력해주세요.',
        ],
        [
          { memberNo: 'M100001', point: '1e3', reason: '보상' },
          '지급 포인트는 1P부터 1,000,000P까지 입력해주세요.',
        ],
        [{ memberNo: 'M100001', point: 100 }, '지급 사유를 2자 이상 100자 이내로 입력해주세요.'],
        [{ memberNo: 'NOPE', point: 100, reason: '보상' }, '회원을 찾을 수 없습니다.'],
      ] as const) {
        const res = await post('/ops/points', body, await operator());
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.json().resultMessage).toBe(message);
      }
      expect(
        (await post('/ops/points', { memberNo: 'M100001', point: 1, reason: '보상' }, await viewer()))
          .statusCode,
      ).toBe(403);
    });

    it('changes a member’s grade (SAVE), and the members by grade follow', async () => {
      const op = await operator();
      const grades = async () =>
        Object.fromEntries(
          (await get('/dashboard/members-by-grade', op))
            .json()
            .body.list.map((g: { grade: string; count: number }) => [g.grade, g.count]),
        );
      const before = await grades();
      expect(Object.values(before).reduce((a, b) => Number(a) + Number(b), 0)).toBe(120);
      const member = (await get('/members/M100002', op)).json().body;
      const target = member.grade === 'VIP' ? 'BASIC' : 'VIP';
      expect((await post('/members/M100002/grade', { grade: 'PLATINUM' }, op)).statusCode).toBe(400);
      expect((await post('/members/M100002/grade', { grade: target }, await viewer())).statusCode).toBe(403);
      expect((await post('/members/M100002/grade', { grade: target }, op)).json().body).toEqual({
        memberNo: 'M100002',
        grade: target,
      });
      const after = await grades();
      expect(after[target]).toBe(before[target] + 1);
      expect(after[member.grade]).toBe(before[member.grade] - 1);
    });

    it('reads a member’s points with the balance, and purchases', async () => {
      const op = await operator();
      const points = (await get('/ops/members/M100003/points', op)).json().body;
      const standing = (points.list as Txn[]).filter((t) => t.status === 'DONE');
      expect(points.balance).toBe(
        standing.reduce((sum, t) => sum + (t.kind === 'ISSUE' ? t.point : -t.point), 10_000),
      );
      expect((await get('/ops/members/M100003/purchases', op)).json().body.list).toHaveLength(10);
      expect((await get('/ops/members/NOPE/points', op)).statusCode).toBe(404);
    });

    it('counts today’s new members and notices by the Korean day', async () => {
      const op = await operator();
      const summary = (await get('/dashboard/summary', op)).json().body;
      const joined = (await get('/members?size=500', op))
        .json()
        .body.list.filter((m: { joinDt: string }) => m.joinDt === koreanDay());
      expect(summary.newMembers).toBe(joined.length);
      expect(summary.newMembers).toBeGreaterThan(0);
      await post('/notices', { title: '오늘의 공지', content: '내용' }, op);
      expect((await get('/dashboard/summary', op)).json().body.notices).toBe(summary.notices + 1);
    });

    it('edits and deletes a notice (SAVE, DELETE)', async () => {
      const op = await operator();
      const made = (await post('/notices', { title: '고칠 공지', content: '처음' }, op)).json().body;
      const edited = await post(`/notices/${made.noticeNo}`, { title: '고친 공지', content: '나중' }, op);
      expect(edited.json().body).toMatchObject({ title: '고친 공지', content: '나중' });
      expect((await post(`/notices/${made.noticeNo}`, { title: '', content: '나중' }, op)).statusCode).toBe(
        400,
      );
      expect(
        (await del(`/notices/${made.noticeNo}`, await sign({ sub: 'x', fns: ['SAVE'] }))).statusCode,
      ).toBe(403);
      expect((await del(`/notices/${made.noticeNo}`, op)).statusCode).toBe(200);
      expect((await del(`/notices/${made.noticeNo}`, op)).statusCode).toBe(404);
    });

    it('creates and stops a coupon campaign; a store’s state and hours change', async () => {
      const op = await operator();
      const bad = await post(
        '/ops/coupons',
        { couponNm: '쿠폰', discount: '10퍼', useChannel: '온라인', period: [] },
        op,
      );
      expect(bad.statusCode).toBe(400);
      const coupon = { couponNm: '겨울 쿠폰', useChannel: '온라인', period: ['2030-02-01', '2030-02-28'] };
      for (const wrong of [
        { discount: '0%' },
        { discount: '0원' },
        { discount: '100%' },
        { discount: '3000원' },
        { discount: '2,000,000원' },
        { discount: '10%', period: ['2030-02-01', '2030-02-31'] },
        { discount: '10%', period: ['2030-13-01', '2030-13-02'] },
        { discount: '10%', period: ['2030-03-01', '2030-02-01'] },
      ]) {
        const res = await post('/ops/coupons', { ...coupon, ...wrong }, op);
        expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
        expect(res.json().resultMessage).toContain('할인');
      }
      expect((await post('/ops/coupons', { ...coupon, discount: '1,000,000원' }, op)).statusCode).toBe(200);
      const made = (
        await post(
          '/ops/coupons',
          {
            couponNm: '겨울 10% 쿠폰',
            discount: '10%',
            useChannel: '온라인',
            period: [koreanDay(), koreanDay()],
          },
          op,
        )
      ).json().body;
      expect(made).toMatchObject({ status: 'ACTIVE', issuedCnt: 0 });
      expect((await post(`/ops/coupons/${made.couponId}/stop`, {}, op)).json().body.status).toBe('STOPPED');
      expect((await post(`/ops/coupons/${made.couponId}/stop`, {}, op)).statusCode).toBe(409);

      const store = { telNo: '02-511-9999', hours: '10:00~20:00', status: 'CLOSED' };
      expect((await post('/stores/S001', { ...store, telNo: '5119999' }, op)).statusCode).toBe(400);
      expect((await post('/stores/S001', store, op)).json().body).toMatchObject(store);
      const closed = (await get('/stores?status=CLOSED', op)).json().body.list;
      expect(closed.map((s: { storeId: string }) => s.storeId)).toEqual(['S001']);
    });
  });
});

describe('expiringPoints', () => {
  it('lapses an earned point at the end of the month a year on, within three months; used points never lapse', () => {
    const history = [
      { title: '정관장몰', useDt: '2024-11-15', pointType: '구매 적립', point: 300 },
      { title: '정관장몰', useDt: '2025-01-02', pointType: '구매 적립', point: 200 },
      { title: '정관장몰', useDt: '2025-02-10', pointType: '구매 적립', point: 100 },
      { title: '정관장몰', useDt: '2024-11-20', pointType: '구매 사용', point: -500 },
    ];
    expect(expiringPoints(history, new Date('2025-11-20T00:00:00Z'))).toEqual([
      { title: '정관장몰 구매 적립', expireDt: '2025-11-30', point: 300, kind: 'INTEGRATED' },
      { title: '정관장몰 구매 적립', expireDt: '2026-01-31', point: 200, kind: 'INTEGRATED' },
      { title: '생일 축하 특별 포인트', expireDt: '2025-12-31', point: 500, kind: 'SPECIAL' },
    ]);
  });

  it('counts months from the Korean day: on 1 December at 07:00 in Seoul, November points no longer lapse "this month"', () => {
    const history = [{ title: '정관장몰', useDt: '2024-11-15', pointType: '구매 적립', point: 300 }];
    // 30 November 22:00 UTC is 1 December 07:00 in Korea: November's lapse is past.
    const at = new Date('2025-11-30T22:00:00Z');
    expect(expiringPoints(history, at).filter((e) => e.kind === 'INTEGRATED')).toEqual([]);
  });
});

describe.each(['UTC', 'America/Los_Angeles'])('the shop’s day on a machine in %s', (zone) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = before;
  });

  it('is the Korean calendar day', () => {
    expect(koreanDay(Date.parse('2026-11-26T22:30:00Z'))).toBe('2026-11-27');
    expect(koreanDay(Date.parse('2026-11-27T14:59:59Z'))).toBe('2026-11-27');
    expect(koreanDay(Date.parse('2026-11-27T15:00:00Z'))).toBe('2026-11-28');
  });
});
