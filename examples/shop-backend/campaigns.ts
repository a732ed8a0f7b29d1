import { day } from './data.ts';

/** A coupon campaign as 쿠폰 관리 lists it: what it gives, where, for how long, and how it went. */
export interface CouponCampaign {
  couponId: string;
  couponNm: string;
  /** `10%` or `3,000원`. */
  discount: string;
  /** 온라인 or 오프라인. */
  useChannel: string;
  startDt: string;
  endDt: string;
  issuedCnt: number;
  usedCnt: number;
  /** ACTIVE (진행) or STOPPED (중지); a campaign past its end is ENDED (종료). */
  status: 'ACTIVE' | 'STOPPED' | 'ENDED';
}

const SEEDED: ReadonlyArray<[string, string, string, number, number]> = [
  ['생일 축하 20% 할인쿠폰', '20%', '온라인', 400, -30],
  ['신규가입 웰컴 10% 할인쿠폰', '10%', '온라인', 365, -5],
  ['매장 방문 5% 할인쿠폰', '5%', '오프라인', 25, 5],
  ['홍삼정 에브리타임 15% 할인쿠폰', '15%', '온라인', 20, 10],
  ['사푼사푼 음료 10% 할인쿠폰', '10%', '오프라인', 15, 20],
  ['첫 구매 3,000원 할인쿠폰', '3,000원', '온라인', 240, -60],
  ['가정의 달 5,000원 할인쿠폰', '5,000원', '온라인', 200, 170],
  ['VIP 감사 30% 할인쿠폰', '30%', '오프라인', 10, 35],
];

/** The seeded campaigns: some running, some ended (`today` injected, yyyy-MM-dd fields). */
export function seedCampaigns(today: Date): CouponCampaign[] {
  return SEEDED.map(([couponNm, discount, useChannel, startedDaysAgo, endsInDays], i) => {
    const endDt = day(today, -endsInDays);
    const issuedCnt = 120 + i * 47;
    return {
      couponId: `C${String(i + 1).padStart(3, '0')}`,
      couponNm,
      discount,
      useChannel,
      startDt: day(today, startedDaysAgo),
      endDt,
      issuedCnt,
      usedCnt: Math.floor(issuedCnt * (0.2 + (i % 4) * 0.15)),
      status: endsInDays < 0 ? 'ENDED' : 'ACTIVE',
    };
  });
}
