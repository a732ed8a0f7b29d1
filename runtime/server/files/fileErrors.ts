import { ApiError } from '../http/index.ts';

/**
 * Refusals of the file API, with the `ustra.file.*` codes of spec section 8 (Korean wording of
 * their meaning, the spec's Korean where it gives one). Codes are stable and never reused.
 */
export const fileErrors = {
  notFoundFileGroup: (fileGrpId: string) =>
    new ApiError(404, 'ustra.file.notFoundFileGroup', `존재하지 않는 파일 그룹입니다: ${fileGrpId}`),
  fileLimitExceeded: (fileName: string, max: string) =>
    new ApiError(
      413,
      'ustra.file.fileLimitExceeded',
      `허용된 파일 크기를 초과하였습니다: ${fileName}. 최대 업로드 가능한 크기는 "${max}" 입니다.`,
    ),
  notAllowedFileType: (fileName: string, accept: string) =>
    new ApiError(
      415,
      'ustra.file.notAllowedFileType',
      `허용되지 않은 파일 형식입니다: ${fileName}. 업로드 가능한 형식은 "${accept}" 입니다.`,
    ),
  noFile: () =>
    new ApiError(400, 'ustra.file.noFile', '업로드할 파일이 없습니다. 파일을 선택한 후 다시 시도해주세요.'),
  notMultipart: () =>
    new ApiError(400, 'ustra.file.notMultipart', '파일 업로드 요청은 multipart/form-data 형식이어야 합니다.'),
  cannotFoundFile: () => new ApiError(404, 'ustra.file.cannotFoundFile', '파일을 찾을 수 없습니다.'),
  /** The caller is neither the uploader of the file set nor allowed on the menu it belongs to. */
  forbidden: () =>
    new ApiError(
      403,
      'ustra.file.forbidden',
      '이 파일에 대한 권한이 없습니다. 파일을 올린 사용자나 해당 메뉴의 권한이 있는 사용자만 조회하거나 추가할 수 있습니다.',
    ),
  errorOnUploadFile: () =>
    new ApiError(
      500,
      'ustra.file.errorOnUploadFile',
      '파일 업로드 중 오류가 발생하였습니다. 잠시 후 다시 시도하고, 계속되면 관리자에게 문의해주세요.',
    ),
  errorOnRetrievingFile: () =>
    new ApiError(
      500,
      'ustra.file.errorOnRetrievingFile',
      '파일을 조회하는 중 오류가 발생하였습니다. 잠시 후 다시 시도하고, 계속되면 관리자에게 문의해주세요.',
    ),
} as const;
