import { koreanDayDate } from './koreanDay.ts';
/** The example shop's rows: deterministic, so screens and tests see the same data at every start. */

export interface Notice {
  noticeNo: number;
  title: string;
  content: string;
  /** yyyy-MM-dd */
  regDt: string;
  regUsrId: string;
  /** The console's file set of its attachments (a `file` field), or null. */
  attachFileId: string | null;
}

export interface PointEntry {
  title: string;
  useDt: string;
  pointType: string;
  point: number;
}

export interface Coupon {
  couponNo: string;
  couponNm: string;
  /** 사용조건. */
  condition: string;
  /** 발행처. */
  channel: string;
  /** 온라인 or 오프라인. */
  useChannel: string;
  tag: string;
  discount: string;
  startDt: string;
  endDt: string;
  /** `D-12` for a usable coupon. */
  dDay: string;
  state: 'usable' | 'done';
  /** `사용완료 yyyy-MM-dd` or `기간만료` for a used or expired one. */
  result: string;
  usePlace: string;
}

export interface Purchase {
  /** Where it was bought (the accordion's title). */
  title: string;
  /** 정관장몰, 케어나우 or 매장. */
  channel: string;
  orderDt: string;
  orderNo: string;
  payAmt: number;
  /** What was ordered, as one line. */
  items: string;
}

/** A small seeded PRNG (mulberry32): the same seed gives the same rows. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const seedOf = (text: string) =>
  [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);
export const pick = <T>(next: () => number, list: readonly T[]): T =>
  list[Math.floor(next() * list.length)] as T;
export const day = (base: Date, minusDays: number) =>
  new Date(base.getTime() - minusDays * 86_400_000).toISOString().slice(0, 10);

/** Days are counted back from today (Korea's), so a search of the last three months finds rows. */
export const TODAY = koreanDayDate();

const NOTICE_TOPICS = [
  [
    '멤버십 등급 변경 안내',
    '회원 등급이 구매 금액을 기준으로 새로 산정됩니다. 변경된 등급은 마이페이지에서 확인하실 수 있습니다.',
  ],
  [
    '시스템 점검 안내',
    '보다 안정적인 서비스를 위해 시스템 점검을 진행합니다. 점검 시간에는 포인트 조회와 선물이 제한됩니다.',
  ],
  [
    '개인정보처리방침 개정 안내',
    '개정된 개인정보처리방침이 시행됩니다. 주요 변경 사항은 개인정보 보유 기간 명확화입니다.',
  ],
  [
    '고객센터 휴무 안내',
    '연휴 기간에는 고객센터 전화 상담이 휴무합니다. 문의는 이메일로 남겨주시면 순차적으로 답변드립니다.',
  ],
  ['포인트 사용처 추가 안내', '새로운 매장에서도 멤버스 포인트를 사용하실 수 있습니다.'],
  ['배송 지연 안내', '택배사 사정으로 주문 상품 배송이 1~2일 늦어질 수 있습니다.'],
  [
    '생일쿠폰 발급 기준 안내',
    '생일쿠폰은 기념일 관리에 등록한 생일을 기준으로 생일이 속한 달 1일에 발급됩니다.',
  ],
  ['이벤트 당첨자 발표', '이벤트에 참여해주신 모든 분께 감사드립니다. 당첨자는 개별 연락드립니다.'],
] as const;

/** 57 notices, newest first (notice 57 is the newest). */
export function seedNotices(): Notice[] {
  const next = random(13);
  return Array.from({ length: 57 }, (_, i) => {
    const [topic, content] = pick(next, NOTICE_TOPICS);
    const noticeNo = 57 - i;
    return {
      noticeNo,
      title: `${topic} (${noticeNo})`,
      content,
      regDt: day(TODAY, i * 6),
      regUsrId: 'admin',
      attachFileId: null,
    };
  });
}

const POINT_TYPES = [
  ['구매 적립', ['정관장몰', '정관장 압구정점', '정관장 대치점', '케어나우'], 1],
  ['활동 적립', ['출석체크 이벤트', '상품 리뷰 작성', '이벤트 참여'], 1],
  ['영수증 적립', ['정관장 서초점', '정관장 잠실점'], 1],
  ['구매 사용', ['정관장몰', '사푼사푼 대치본점'], -1],
  ['포인트 선물', ['김정관님에게 선물'], -1],
] as const;

/** A user's point history (`sub` of the identity assertion), 40 entries over the last year, newest first. */
export function pointsOf(userId: string): PointEntry[] {
  const next = random(seedOf(`points:${userId}`));
  return Array.from({ length: 40 }, (_, i) => {
    const [pointType, titles, sign] = pick(next, POINT_TYPES);
    return {
      title: pick(next, titles),
      useDt: day(TODAY, i * 9),
      pointType,
      point: sign * (Math.floor(next() * 30) + 1) * 50,
    };
  });
}

const COUPONS = [
  ['생일 축하 20% 할인쿠폰', '3만원 이상 구매 시, 최대 1만원 할인', '정관장몰', '온라인', '생일쿠폰', '20%'],
  ['신규가입 웰컴 10% 할인쿠폰', '1만원 이상 구매 시 사용 가능', '정관장몰', '온라인', '가입축하', '10%'],
  ['매장 방문 5% 할인쿠폰', '전 상품, 1회 사용', '정관장 매장', '오프라인', '매장전용', '5%'],
  [
    '홍삼정 에브리타임 15% 할인쿠폰',
    '홍삼정 에브리타임 전용, 최대 2만원 할인',
    '정관장몰',
    '온라인',
    '상품쿠폰',
    '15%',
  ],
  ['사푼사푼 음료 10% 할인쿠폰', '사푼사푼 카페 음료 전용', '사푼사푼', '오프라인', '제휴쿠폰', '10%'],
] as const;

/** A user's coupons: 14, some usable (ending after today), some used or expired. */
export function couponsOf(userId: string): Coupon[] {
  const next = random(seedOf(`coupons:${userId}`));
  return Array.from({ length: 14 }, (_, i) => {
    const [couponNm, condition, channel, useChannel, tag, discount] = pick(next, COUPONS);
    const usable = i % 2 === 0;
    const ends = usable ? -(5 + i * 9) : 20 + i * 11;
    const used = !usable && next() < 0.6;
    return {
      couponNo: `CP${String(1000 + i)}`,
      couponNm,
      condition,
      channel,
      useChannel,
      tag,
      discount,
      startDt: day(TODAY, ends + 60),
      endDt: day(TODAY, ends),
      dDay: usable ? `D-${-ends}` : '-',
      state: usable ? 'usable' : 'done',
      result: usable ? '' : used ? `사용완료 ${day(TODAY, ends + 10)}` : '기간만료',
      usePlace: used ? (useChannel === '온라인' ? channel : '정관장 압구정점') : '-',
    };
  });
}

const PRODUCTS = [
  ['홍삼정 에브리타임 밸런스 30포', 89000],
  ['홍삼정 240g', 198000],
  ['홍이장군 3단계 30포', 59000],
  ['화애락 본 30포', 75000],
  ['홍삼톤 골드 30병', 120000],
  ['알파프로젝트 멀티비타민 60정', 18000],
] as const;

const SHOPS = [
  ['정관장몰', '정관장몰', 'M'],
  ['케어나우', '케어나우', 'C'],
  ['정관장 압구정점', '매장', 'S'],
  ['정관장 대치점', '매장', 'S'],
] as const;

/** A user's purchases, 30 of them, newest first. */
export function purchasesOf(userId: string): Purchase[] {
  const next = random(seedOf(`purchases:${userId}`));
  return Array.from({ length: 30 }, (_, i) => {
    const [title, channel, prefix] = pick(next, SHOPS);
    const lines = Array.from({ length: Math.floor(next() * 2) + 1 }, () => {
      const [name, price] = pick(next, PRODUCTS);
      const count = Math.floor(next() * 2) + 1;
      return { text: `${name} ${count}개`, amount: price * count };
    });
    const orderDt = day(TODAY, i * 11);
    return {
      title,
      channel,
      orderDt,
      orderNo: `${prefix}${orderDt.replaceAll('-', '')}-${String(1000 + i * 37)}`,
      payAmt: lines.reduce((sum, l) => sum + l.amount, 0),
      items: lines.map((l) => l.text).join(', '),
    };
  });
}

export interface Profile {
  usrNm: string;
  usrId: string;
  gender: string;
  birthDt: string;
  mobileNo: string;
  email: string;
  realBirthDt: string;
  calendarType: 'SOLAR' | 'LUNAR';
  addr: string;
  addrDetail: string;
  mktAgreeYn: 'Y' | 'N';
  rcvChannels: string[];
}

/** A member's profile as first seeded: made up from the id, the same at every start. */
export function profileOf(userId: string, name: string): Profile {
  const next = random(seedOf(`profile:${userId}`));
  const birth = day(new Date('2000-01-01T00:00:00Z'), Math.floor(next() * 10_000));
  return {
    usrNm: name,
    usrId: userId,
    gender: next() < 0.5 ? '남자' : '여자',
    birthDt: birth,
    mobileNo: `010-${String(1000 + Math.floor(next() * 9000))}-${String(1000 + Math.floor(next() * 9000))}`,
    email: `${userId}@example.com`,
    realBirthDt: birth,
    calendarType: 'SOLAR',
    addr: '서울특별시 강남구 테헤란로 123',
    addrDetail: '4층',
    mktAgreeYn: 'Y',
    rcvChannels: ['EMAIL', 'SMS'],
  };
}

export type AnniversaryType = 'PARENT' | 'CHILD' | 'SPOUSE' | 'WEDDING';

export interface Anniversary {
  annivId: string;
  annivType: AnniversaryType;
  annivNm: string;
  /** 남자, 여자 or - (a wedding). */
  gender: string;
  annivDt: string;
  calendarType: 'SOLAR' | 'LUNAR';
  /** `[양력] 2012.05.19`, as the card shows it. */
  annivDtText: string;
}

export const ANNIVERSARY_NAMES: Record<AnniversaryType, string> = {
  PARENT: '부모생일',
  CHILD: '자녀 생일',
  SPOUSE: '배우자 생일',
  WEDDING: '결혼기념일',
};

/** An anniversary row from what the form sends. */
export function anniversaryOf(
  annivId: string,
  o: { annivType: AnniversaryType; gender: string; annivDt: string; calendarType: 'SOLAR' | 'LUNAR' },
): Anniversary {
  return {
    annivId,
    annivType: o.annivType,
    annivNm: ANNIVERSARY_NAMES[o.annivType],
    gender: o.annivType === 'WEDDING' ? '-' : o.gender === 'F' ? '여자' : '남자',
    annivDt: o.annivDt,
    calendarType: o.calendarType,
    annivDtText: `[${o.calendarType === 'LUNAR' ? '음력' : '양력'}] ${o.annivDt.replaceAll('-', '.')}`,
  };
}

/** A member's anniversaries as first seeded. */
export function anniversariesOf(): Anniversary[] {
  return [
    anniversaryOf('1', { annivType: 'WEDDING', gender: '', annivDt: '2012-05-19', calendarType: 'SOLAR' }),
    anniversaryOf('2', { annivType: 'PARENT', gender: 'F', annivDt: '1958-09-03', calendarType: 'LUNAR' }),
    anniversaryOf('3', { annivType: 'CHILD', gender: 'M', annivDt: '2015-02-14', calendarType: 'SOLAR' }),
  ];
}

export interface Store {
  storeId: string;
  storeNm: string;
  sido: string;
  gugun: string;
  addr: string;
  telNo: string;
  hours: string;
  lat: number;
  lng: number;
}

const store = (
  storeId: string,
  storeNm: string,
  sido: string,
  gugun: string,
  addr: string,
  telNo: string,
  hours: string,
  lat: number,
  lng: number,
): Store => ({ storeId, storeNm, sido, gugun, addr, telNo, hours, lat, lng });

/** The shop's stores (name, region, address, telephone, opening hours, position). */
export const STORES: readonly Store[] = [
  store(
    'S001',
    '정관장 압구정점',
    '서울특별시',
    '강남구',
    '서울특별시 강남구 압구정로 342',
    '02-511-2304',
    '10:00~21:00',
    37.5271,
    127.0403,
  ),
  store(
    'S002',
    '정관장 대치점',
    '서울특별시',
    '강남구',
    '서울특별시 강남구 삼성로 212',
    '02-556-2304',
    '10:00~20:00',
    37.4995,
    127.0633,
  ),
  store(
    'S003',
    '정관장 서초점',
    '서울특별시',
    '서초구',
    '서울특별시 서초구 서초대로 411',
    '02-3476-2304',
    '09:30~20:00',
    37.4966,
    127.0247,
  ),
  store(
    'S004',
    '정관장 남대문점',
    '서울특별시',
    '중구',
    '서울특별시 중구 남대문시장4길 21',
    '02-752-2304',
    '09:00~19:00',
    37.5591,
    126.9776,
  ),
  store(
    'S005',
    '정관장 잠실점',
    '서울특별시',
    '송파구',
    '서울특별시 송파구 올림픽로 240',
    '02-421-2304',
    '10:30~21:00',
    37.5113,
    127.098,
  ),
  store(
    'S006',
    '정관장 분당서현점',
    '경기도',
    '성남시 분당구',
    '경기도 성남시 분당구 서현로 180',
    '031-707-2304',
    '10:00~21:00',
    37.385,
    127.1233,
  ),
  store(
    'S007',
    '정관장 수원영통점',
    '경기도',
    '수원시 영통구',
    '경기도 수원시 영통구 봉영로 1612',
    '031-203-2304',
    '10:00~20:30',
    37.2518,
    127.0717,
  ),
  store(
    'S008',
    '정관장 일산점',
    '경기도',
    '고양시 일산동구',
    '경기도 고양시 일산동구 중앙로 1275',
    '031-902-2304',
    '10:00~21:00',
    37.6585,
    126.77,
  ),
  store(
    'S009',
    '정관장 대전둔산점',
    '대전광역시',
    '서구',
    '대전광역시 서구 둔산로 100',
    '042-489-2304',
    '10:00~20:00',
    36.3504,
    127.3845,
  ),
  store(
    'S010',
    '정관장 대전평촌점',
    '대전광역시',
    '대덕구',
    '대전광역시 대덕구 벚꽃길 71',
    '042-930-2304',
    '09:00~18:00',
    36.447,
    127.423,
  ),
  store(
    'S011',
    '정관장 부산서면점',
    '부산광역시',
    '부산진구',
    '부산광역시 부산진구 중앙대로 680',
    '051-806-2304',
    '10:00~21:00',
    35.1579,
    129.0596,
  ),
  store(
    'S012',
    '정관장 해운대점',
    '부산광역시',
    '해운대구',
    '부산광역시 해운대구 해운대로 620',
    '051-746-2304',
    '10:30~21:30',
    35.1631,
    129.1636,
  ),
  store(
    'S013',
    '정관장 대구동성로점',
    '대구광역시',
    '중구',
    '대구광역시 중구 동성로 30',
    '053-424-2304',
    '10:00~21:00',
    35.869,
    128.5975,
  ),
  store(
    'S014',
    '정관장 광주상무점',
    '광주광역시',
    '서구',
    '광주광역시 서구 상무중앙로 78',
    '062-371-2304',
    '10:00~20:00',
    35.1524,
    126.8526,
  ),
];

/** Kilometres between two positions (haversine), one decimal. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/** A member of the shop a point gift can go to: found by name and mobile number. */
export interface Member {
  memberNo: string;
  name: string;
  /** Digits only. */
  mobileNo: string;
}

export const MEMBERS: readonly Member[] = [
  { memberNo: 'M0001', name: '김정관', mobileNo: '01012345678' },
  { memberNo: 'M0002', name: '이홍삼', mobileNo: '01023456789' },
  { memberNo: 'M0003', name: '박인삼', mobileNo: '01034567890' },
  { memberNo: 'M0004', name: '최건강', mobileNo: '01045678901' },
];

/** An SNS account linked to the member's login (카카오, 네이버, 애플). */
export interface SnsLink {
  snsCd: 'KAKAO' | 'NAVER' | 'APPLE';
  snsNm: string;
  linkYn: '연결' | '미연결';
  linkDt: string | null;
}

/** A member's SNS links as first seeded: 카카오 and 네이버 linked, 애플 not. */
export function snsLinksOf(): SnsLink[] {
  return [
    { snsCd: 'KAKAO', snsNm: '카카오', linkYn: '연결', linkDt: '2023-10-05' },
    { snsCd: 'NAVER', snsNm: '네이버', linkYn: '연결', linkDt: '2023-11-21' },
    { snsCd: 'APPLE', snsNm: '애플', linkYn: '미연결', linkDt: null },
  ];
}
