/**
 * Approval request types: those of spec section 5 (01 account unlock, 02 password reset, 03
 * dormancy release), filed at login, and 04 a download of personal data above the threshold
 * (`privacy.download`), filed by the export and approved by another person.
 */
export const APPROVAL_TYPE_NAMES: Readonly<Record<string, string>> = {
  '01': '계정 잠금 해제',
  '02': '비밀번호 초기화',
  '03': '휴면 해제',
  '04': '대량 다운로드',
};

/** The approval type of a download of personal data above the threshold. */
export const BULK_DOWNLOAD_APPROVAL = '04';

/**
 * What the requester reads at their next login about a decided request (승인 관리), in Korean:
 * approved (and what to do next), or rejected with the administrator's reason. Pure.
 */
export function approvalNotice(
  aprvTypeCd: string,
  status: 'APPROVED' | 'REJECTED',
  reason?: string | null,
): string {
  const name = APPROVAL_TYPE_NAMES[aprvTypeCd] ?? '승인';
  if (status === 'REJECTED')
    return `${name} 요청이 반려되었습니다.${reason ? ` 사유: ${reason}` : ''} 자세한 내용은 관리자에게 문의해주세요.`;
  if (aprvTypeCd === '02')
    return `${name} 요청이 승인되었습니다. 관리자에게 받은 임시 비밀번호로 로그인한 뒤 비밀번호를 바꿔주세요.`;
  return `${name} 요청이 승인되었습니다.`;
}
