import { ApiError } from '../platform/index.ts';

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
  /** The bytes are a program, HTML or script, or another format than the name says (see sniffContent). */
  notAllowedContent: (fileName: string, reason: 'executable' | 'markup' | 'mismatch', detected: string) =>
    new ApiError(
      415,
      'ustra.file.notAllowedContent',
      reason === 'executable'
        ? `실행 파일은 올릴 수 없습니다: ${fileName}`
        : reason === 'markup'
          ? `HTML이나 스크립트가 든 파일은 올릴 수 없습니다: ${fileName}`
          : `파일 내용이 이름과 다른 형식(${detected})입니다: ${fileName}. 내용에 맞는 이름으로 올려주세요.`,
    ),
  /** A resumable upload that is not the caller's, or no longer exists. */
  uploadNotFound: () =>
    new ApiError(
      404,
      'ustra.file.uploadNotFound',
      '이어서 올릴 업로드를 찾을 수 없습니다. 파일을 다시 선택해주세요.',
    ),
  /** A resumable upload must say its length when it starts. */
  uploadLengthRequired: () =>
    new ApiError(400, 'ustra.file.uploadLengthRequired', '파일 크기를 알 수 없는 업로드는 받을 수 없습니다.'),
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
