import type { MaskingType } from '../mask/index.ts';

/** What a personal field of each masking type is called in Korean (a label where a screen gives none). */
export const MASK_LABELS_KO: Readonly<Record<MaskingType, string>> = {
  EMAIL: '이메일',
  NAME: '이름',
  ID: '아이디',
  IP: 'IP 주소',
  ADDRESS: '주소',
  ZIP: '우편번호',
  CARD_NO: '카드번호',
  CARD_PERIOD: '카드 유효기간',
  ACC_NO: '계좌번호',
  PERSONAL_NO: '주민등록번호',
  PHONE: '전화번호',
  BIRTH: '생년월일',
};
