import type { appProps, codeMappingRules, commonCodes, fileGroups } from '../schema.ts';

const MIB = 1024 * 1024;

/** Server app properties of the seeded system. `MANAGER` turns the approval flows on (NONE: off). */
export function seedAppProps(systemCode: string): typeof appProps.$inferInsert {
  return {
    sysCd: systemCode,
    authApprovalType: 'MANAGER',
    passwordChangeDays: 90,
    maximumLoginFailNumbers: 5,
    canUpdateUserPassword: true,
    projectProp: { name: '관리 콘솔 예제' },
  };
}

type CodeRow = typeof commonCodes.$inferInsert;

interface CodeGroup {
  grpCd: string;
  grpNm: string;
  lclsCd: string;
  lclsNm: string;
  mclsNm: string;
  codes: ReadonlyArray<readonly [dtlCd: string, cdNm: string]>;
}

const CODE_GROUPS: readonly CodeGroup[] = [
  {
    grpCd: 'PHONE_PREFIX',
    grpNm: '휴대폰 앞자리',
    lclsCd: 'CMM',
    lclsNm: '공통',
    mclsNm: '연락처',
    codes: [
      ['010', '010'],
      ['011', '011'],
      ['016', '016'],
      ['017', '017'],
      ['018', '018'],
      ['019', '019'],
    ],
  },
  {
    grpCd: 'GENDER',
    grpNm: '성별',
    lclsCd: 'CMM',
    lclsNm: '공통',
    mclsNm: '회원',
    codes: [
      ['M', '남성'],
      ['F', '여성'],
    ],
  },
  {
    grpCd: 'ANNIV_TYPE',
    grpNm: '기념일 구분',
    lclsCd: 'MBR',
    lclsNm: '회원',
    mclsNm: '기념일',
    codes: [
      ['01', '생일'],
      ['02', '결혼기념일'],
      ['03', '가족 생일'],
      ['99', '기타'],
    ],
  },
  {
    grpCd: 'EMAIL_DOMAIN',
    grpNm: '이메일 도메인',
    lclsCd: 'CMM',
    lclsNm: '공통',
    mclsNm: '연락처',
    codes: [
      ['naver', 'naver.com'],
      ['gmail', 'gmail.com'],
      ['daum', 'daum.net'],
      ['hanmail', 'hanmail.net'],
      ['nate', 'nate.com'],
      ['kakao', 'kakao.com'],
      ['direct', '직접 입력'],
    ],
  },
  {
    // Why personal data leaves its mask (a download, an unmask): asked by the console, kept with the
    // access record (개인정보 접속기록); 99 needs the user's own words.
    grpCd: 'PRIVACY_REASON',
    grpNm: '개인정보 이용 사유',
    lclsCd: 'CMM',
    lclsNm: '공통',
    mclsNm: '개인정보',
    codes: [
      ['01', '고객 문의 응대'],
      ['02', '본인 확인'],
      ['03', '민원·분쟁 처리'],
      ['04', '법령상 의무 이행'],
      ['05', '업무 통계·정산'],
      ['99', '기타 (직접 입력)'],
    ],
  },
];

/**
 * Common codes: per group a `dtlCd '*'` header row (skipped by the client) and its codes, with
 * lclsCd, lclsNm, mclsNm and rmk filled on every row so the client's stripping can be seen.
 */
export function seedCommonCodes(): CodeRow[] {
  const rows: CodeRow[] = [];
  for (const g of CODE_GROUPS) {
    const common = { grpCd: g.grpCd, lclsCd: g.lclsCd, lclsNm: g.lclsNm, mclsNm: g.mclsNm, useYn: 'Y' };
    rows.push({ ...common, dtlCd: '*', cdNm: g.grpNm, srtNo: 0, rmk: `${g.grpNm} 그룹 헤더` });
    g.codes.forEach(([dtlCd, cdNm], i) => {
      rows.push({ ...common, dtlCd, cdNm, srtNo: i + 1, rmk: `${g.grpNm}: ${cdNm}` });
    });
  }
  return rows;
}

/** Two code mapping rules: legacy 011 numbers to 010, and hanmail.net to its owner daum.net. */
export function seedCodeMappingRules(): Array<typeof codeMappingRules.$inferInsert> {
  return [
    {
      ruleId: 'PHONE_LEGACY',
      srcGrpCd: 'PHONE_PREFIX',
      srcDtlCd: '011',
      tgtGrpCd: 'PHONE_PREFIX',
      tgtDtlCd: '010',
    },
    {
      ruleId: 'EMAIL_ALIAS',
      srcGrpCd: 'EMAIL_DOMAIN',
      srcDtlCd: 'hanmail',
      tgtGrpCd: 'EMAIL_DOMAIN',
      tgtDtlCd: 'daum',
    },
  ];
}

/** File groups: DEFAULT (anything, 10 MiB), IMAGE (5 MiB), DOC (20 MiB). */
export function seedFileGroups(): Array<typeof fileGroups.$inferInsert> {
  return [
    { fileGrpId: 'DEFAULT', fileGrpNm: '기본 첨부파일', accept: null, maxSizeBytes: 10 * MIB },
    { fileGrpId: 'IMAGE', fileGrpNm: '이미지', accept: 'image/*,.png,.jpg', maxSizeBytes: 5 * MIB },
    { fileGrpId: 'DOC', fileGrpNm: '문서', accept: '.pdf,.docx,.xlsx', maxSizeBytes: 20 * MIB },
  ];
}
