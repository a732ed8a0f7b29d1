import { day, TODAY } from './data.ts';

/** A member as the staff console's 회원 조회 reads it: personal data, declared in the console's config. */
export interface Member {
  memberNo: string;
  name: string;
  mobile: string;
  birth: string;
  email: string;
  address: string;
  grade: 'VIP' | 'GOLD' | 'SILVER' | 'BASIC';
  joinDt: string;
}

const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권'];
const GIVEN = [
  '민준',
  '서연',
  '도윤',
  '하은',
  '시우',
  '지우',
  '주원',
  '서윤',
  '예준',
  '지민',
  '하준',
  '수아',
];
const PLACES = [
  '서울특별시 강남구 테헤란로',
  '서울특별시 마포구 월드컵북로',
  '부산광역시 해운대구 센텀중앙로',
  '대구광역시 수성구 달구벌대로',
  '인천광역시 연수구 송도과학로',
  '대전광역시 유성구 대학로',
  '경기도 성남시 분당구 판교역로',
  '광주광역시 서구 상무중앙로',
];
const GRADES: Member['grade'][] = ['VIP', 'GOLD', 'SILVER', 'BASIC', 'BASIC', 'SILVER'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * 120 members, the same at every start (a deterministic mix of names, numbers and places); they
 * joined every third day back from today (Korea's), the last three today (the dashboard's 신규 회원).
 */
export function seedMembers(): Member[] {
  return Array.from({ length: 120 }, (_, i) => {
    const n = i + 1;
    const name = `${FAMILY[i % FAMILY.length]}${GIVEN[(i * 7) % GIVEN.length]}`;
    return {
      memberNo: `M${String(100000 + n)}`,
      name,
      mobile: `010-${String(2000 + ((n * 37) % 7000)).padStart(4, '0')}-${String(1000 + ((n * 91) % 9000)).padStart(4, '0')}`,
      birth: `${1960 + (n % 40)}-${two(1 + (n % 12))}-${two(1 + ((n * 3) % 28))}`,
      email: `member${n}@example.com`,
      address: `${PLACES[i % PLACES.length]} ${10 + ((n * 13) % 190)} ${1 + (n % 12)}층`,
      grade: GRADES[i % GRADES.length] as Member['grade'],
      joinDt: day(TODAY, Math.max(0, 118 - n) * 3),
    };
  });
}
