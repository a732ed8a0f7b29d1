import { ApiError } from '../platform/index.ts';

/**
 * Refusals of the system API. Codes are stable and never reused; messages are the Korean the user
 * reads and say what to do.
 */
export const systemErrors = {
  userNotFound: (usrId: string) =>
    new ApiError(404, 'ustra.management.notFoundUser', `사용자를 찾을 수 없습니다: ${usrId}`),
  userExists: (usrId: string) =>
    new ApiError(
      409,
      'ustra.management.duplicatedUser',
      `이미 사용 중인 아이디입니다: ${usrId}. 다른 아이디를 입력해주세요.`,
    ),
  roleNotFound: (roleId: string) =>
    new ApiError(
      400,
      'ustra.management.notFoundRole',
      `역할을 찾을 수 없습니다: ${roleId}. 권한 관리에 있는 사용 중인 역할을 선택해주세요.`,
    ),
  ownAccount: () =>
    new ApiError(
      400,
      'ustra.management.ownAccount',
      '자기 자신의 역할과 상태는 바꿀 수 없습니다. 다른 관리자에게 요청해주세요.',
    ),
  passwordRule: (message: string) => new ApiError(400, 'ustra.management.passwordRule', message),
  approvalNotFound: (id: number) =>
    new ApiError(404, 'ustra.management.notFoundApproval', `승인 요청을 찾을 수 없습니다: ${id}`),
  approvalDecided: (id: number) =>
    new ApiError(
      409,
      'ustra.management.approvalDecided',
      `이미 처리된 승인 요청입니다: ${id}. 목록을 새로 고쳐 확인해주세요.`,
    ),
  codeGroupNotFound: (grpCd: string) =>
    new ApiError(
      400,
      'ustra.management.notFoundCodeGroup',
      `코드 그룹을 찾을 수 없습니다: ${grpCd}. 그룹을 먼저 등록해주세요.`,
    ),
  /** A code of a batch that cannot be saved: which one (1-based) and why; the batch is undone. */
  codeBatchRow: (n: number, grpCd: string, dtlCd: string, why: ApiError) =>
    new ApiError(why.statusCode, why.resultCode, `${n}번째 코드(${grpCd}/${dtlCd}): ${why.resultMessage}`),
  codeNotFound: (grpCd: string, dtlCd: string) =>
    new ApiError(404, 'ustra.management.notFoundCode', `코드를 찾을 수 없습니다: ${grpCd} ${dtlCd}`),
  codeGroupInUse: (grpCd: string, codes: number) =>
    new ApiError(
      409,
      'ustra.management.codeGroupInUse',
      `코드 ${codes}개가 있는 그룹은 삭제할 수 없습니다: ${grpCd}. 코드를 먼저 삭제해주세요.`,
    ),
  badSearch: () =>
    new ApiError(400, 'BAD_REQUEST', '검색 조건이 올바르지 않습니다. 조건을 확인한 뒤 다시 내려받아주세요.'),
  roleMissing: (roleId: string) =>
    new ApiError(404, 'ustra.management.notFoundRole', `역할을 찾을 수 없습니다: ${roleId}`),
  roleExists: (roleId: string) =>
    new ApiError(
      409,
      'ustra.management.duplicatedRole',
      `이미 있는 역할 ID입니다: ${roleId}. 다른 ID를 입력하거나 그 역할을 수정해주세요.`,
    ),
  roleInUse: (roleId: string, users: number) =>
    new ApiError(
      409,
      'ustra.management.roleInUse',
      `사용자 ${users}명이 이 역할(${roleId})을 쓰고 있어 삭제할 수 없습니다. 사용자 관리에서 그 사용자들의 역할을 먼저 바꿔주세요.`,
    ),
  ownRole: () =>
    new ApiError(
      400,
      'ustra.management.ownRole',
      '자기 역할은 사용 중지하거나 삭제할 수 없습니다. 다른 관리자에게 요청해주세요.',
    ),
  grantUnknownMenu: (mnuId: string) =>
    new ApiError(
      400,
      'ustra.management.grantUnknownMenu',
      `이 시스템에 없는 메뉴에는 권한을 줄 수 없습니다: ${mnuId}. 화면을 새로 고친 뒤 다시 저장해주세요.`,
    ),
  grantUnknownFunction: (mnuNm: string, fncId: string, known: readonly string[]) =>
    new ApiError(
      400,
      'ustra.management.grantUnknownFunction',
      `${mnuNm} 화면에는 ${fncId} 기능이 없습니다. 이 화면의 기능(${known.join(', ') || '없음'}) 중에서 선택해주세요.`,
    ),
  menuNotFound: (mnuId: string) =>
    new ApiError(404, 'ustra.management.notFoundMenu', `메뉴를 찾을 수 없습니다: ${mnuId}`),
  menuExists: (mnuId: string) =>
    new ApiError(
      409,
      'ustra.management.duplicatedMenu',
      `이미 존재하는 메뉴 아이디입니다: ${mnuId}. 다른 아이디를 사용하거나 수정 기능을 이용해주세요.`,
    ),
  parentNotFound: (uprMnuId: string) =>
    new ApiError(
      400,
      'ustra.management.notFoundParentMenu',
      `상위 메뉴가 존재하지 않습니다: ${uprMnuId}. 상위 메뉴를 먼저 등록해주세요.`,
    ),
  parentOtherSystem: (uprMnuId: string) =>
    new ApiError(
      400,
      'ustra.management.parentMenuOtherSystem',
      `상위 메뉴(${uprMnuId})가 다른 시스템에 속해 있습니다. 같은 시스템의 메뉴를 상위 메뉴로 지정해주세요.`,
    ),
  menuCycle: (mnuId: string) =>
    new ApiError(
      400,
      'ustra.management.menuCycle',
      `메뉴(${mnuId})를 자기 자신이나 하위 메뉴 아래로 옮길 수 없습니다.`,
    ),
  menuUrlNotRoute: (mnuUrl: string, nearest: string | undefined) =>
    new ApiError(
      400,
      'ustra.management.menuUrlNotRoute',
      `메뉴 URL에 해당하는 화면이 없습니다: ${mnuUrl}. 화면의 경로${nearest ? `(예: ${nearest})` : ''}를 입력하거나, 하위 메뉴를 묶는 메뉴라면 URL을 비워주세요.`,
    ),
  menuUrlTaken: (mnuUrl: string, other: { mnuId: string; mnuNm: string }) =>
    new ApiError(
      400,
      'ustra.management.duplicatedMenuUrl',
      `이미 다른 메뉴(${other.mnuNm}, ${other.mnuId})가 사용하는 URL입니다: ${mnuUrl}. 메뉴마다 다른 화면의 URL을 입력해주세요.`,
    ),
  menuNameRequired: (mnuId: string) =>
    new ApiError(400, 'ustra.management.menuNameRequired', `새 메뉴(${mnuId})의 메뉴명을 입력해주세요.`),
  menuHasChildren: (mnuId: string) =>
    new ApiError(
      409,
      'ustra.management.menuHasChildren',
      `하위 메뉴가 있는 메뉴는 삭제할 수 없습니다: ${mnuId}. 하위 메뉴를 먼저 삭제하거나 옮겨주세요.`,
    ),
  batchItem: (index: number, cause: ApiError) =>
    new ApiError(
      cause.statusCode,
      cause.resultCode,
      `${index + 1}번째 메뉴: ${cause.resultMessage} (변경 사항은 저장되지 않았습니다.)`,
    ),
  otherUsersFavourites: () =>
    new ApiError(403, 'ustra.management.otherUserMenu', '다른 사용자의 즐겨찾기 메뉴는 조회할 수 없습니다.'),
  noMenuAuthority: (mnuId: string) =>
    new ApiError(
      403,
      'ustra.management.noMenuAuthority',
      `메뉴(${mnuId})에 대한 권한이 없어 즐겨찾기에 추가할 수 없습니다.`,
    ),
  favouriteNotFound: (mnuId: string) =>
    new ApiError(404, 'ustra.management.notFoundUserMenu', `즐겨찾기에 없는 메뉴입니다: ${mnuId}`),
  favouriteOrderMismatch: () =>
    new ApiError(
      400,
      'ustra.management.userMenuOrderMismatch',
      '즐겨찾기 순서에는 현재 즐겨찾기 메뉴를 빠짐없이 한 번씩 넣어야 합니다. 목록을 새로 고친 후 다시 시도해주세요.',
    ),
  ownDownload: () =>
    new ApiError(
      403,
      'ustra.management.ownDownload',
      '본인이 요청한 대량 다운로드는 승인할 수 없습니다. 다른 관리자가 승인해야 합니다.',
    ),
  reviewNotOver: (month: string) =>
    new ApiError(
      409,
      'ustra.management.reviewNotOver',
      `${month}은(는) 아직 끝나지 않은 달입니다. 월간 점검은 그 달이 끝난 뒤에 서명합니다.`,
    ),
  reviewSigned: (month: string) =>
    new ApiError(
      409,
      'ustra.management.reviewSigned',
      `${month}의 월간 점검은 이미 서명되었습니다. 서명은 바꾸거나 취소할 수 없습니다.`,
    ),
} as const;
