import { formatFileSize } from '../../../core/format/index.ts';
import { ApiError } from '../../platform/index.ts';

/** Refusals of 엑셀 일괄 등록, in Korean; nothing is staged or sent after any of them. Codes are stable. */
export const importErrors = {
  /** The screen of the calling menu has no such import for this API. */
  unknown: () =>
    new ApiError(
      404,
      'IMPORT_NOT_FOUND',
      '일괄 등록 설정을 찾을 수 없습니다. 화면을 새로고침한 뒤 다시 시도해주세요.',
    ),
  /** No file in the request. */
  noFile: () => new ApiError(400, 'IMPORT_NO_FILE', '올릴 파일을 선택해주세요.'),
  /** Larger than `files.importMaxBytes`. */
  tooLarge: (maxBytes: number) =>
    new ApiError(
      413,
      'IMPORT_TOO_LARGE',
      `파일이 너무 큽니다. ${formatFileSize(maxBytes)} 이하의 파일을 올려주세요.`,
    ),
  /** Neither an xlsx workbook nor a text CSV. */
  notTable: () =>
    new ApiError(
      415,
      'IMPORT_FILE_TYPE',
      '엑셀(xlsx) 또는 CSV 파일만 올릴 수 있습니다. 양식을 내려받아 작성한 파일을 올려주세요.',
    ),
  /** An Excel 97-2003 workbook. */
  legacyXls: () =>
    new ApiError(
      415,
      'IMPORT_FILE_TYPE',
      'xls(Excel 97-2003) 파일은 읽을 수 없습니다. Excel에서 xlsx 형식으로 저장한 뒤 올려주세요.',
    ),
  /** A zip whose contents are not a workbook, or that unpacks far beyond its size (a zip bomb). */
  badWorkbook: () =>
    new ApiError(
      422,
      'IMPORT_BAD_WORKBOOK',
      '엑셀 파일을 읽을 수 없습니다. 파일이 손상되었거나 압축을 풀면 지나치게 큽니다. Excel에서 다시 저장해 올려주세요.',
    ),
  /** More data rows than `files.importMaxRows`. */
  tooManyRows: (maxRows: number) =>
    new ApiError(
      413,
      'IMPORT_TOO_MANY_ROWS',
      `한 번에 ${maxRows.toLocaleString('ko-KR')}행까지 올릴 수 있습니다. 파일을 나누어 올려주세요.`,
    ),
  /** A cell holding a formula (the value a formula shows is not what the file says). */
  formula: (address: string) =>
    new ApiError(
      422,
      'IMPORT_FORMULA',
      `수식이 들어 있는 셀이 있습니다(${address}). 수식 대신 값을 입력하거나 값으로 붙여넣은 뒤 다시 올려주세요.`,
    ),
  /** A CSV that is neither UTF-8 nor EUC-KR (CP949). */
  encoding: () =>
    new ApiError(
      422,
      'IMPORT_ENCODING',
      'CSV 파일의 문자를 읽을 수 없습니다. UTF-8 또는 EUC-KR(CP949)로 저장한 뒤 올려주세요.',
    ),
  /** A CSV that does not parse (an unclosed quote, …). */
  badCsv: (line: number) =>
    new ApiError(
      422,
      'IMPORT_BAD_CSV',
      `CSV 파일의 ${line}번째 줄을 읽을 수 없습니다. 따옴표가 맞는지 확인해주세요.`,
    ),
  /** The reader failed on the file itself (a broken workbook, XML or text it cannot parse). */
  unreadable: () =>
    new ApiError(
      422,
      'IMPORT_UNREADABLE',
      '파일을 읽을 수 없습니다. 파일이 손상되었을 수 있습니다. Excel에서 다시 저장하거나 양식을 내려받아 다시 작성해주세요.',
    ),
  /** The header row does not name the columns of the import. */
  header: (message: string) => new ApiError(422, 'IMPORT_HEADER', message),
  /** A header and no data row. */
  empty: () => new ApiError(422, 'IMPORT_EMPTY', '등록할 행이 없습니다. 머리글 아래에 내용을 입력해주세요.'),
  /** Reading took longer than the limit (a file made to be slow). */
  tooSlow: () =>
    new ApiError(422, 'IMPORT_TOO_SLOW', '파일을 읽는 데 너무 오래 걸립니다. 파일을 나누어 올려주세요.'),
  /** The job is not this user's, is done, or its staged rows were swept. */
  jobGone: () =>
    new ApiError(
      404,
      'IMPORT_JOB_NOT_FOUND',
      '일괄 등록 내역을 찾을 수 없습니다. 이미 등록했거나 하루가 지났습니다. 파일을 다시 올려주세요.',
    ),
  /** This batch is being sent by another request. */
  batchBusy: () =>
    new ApiError(409, 'IMPORT_BATCH_BUSY', '이 묶음은 이미 등록하고 있습니다. 잠시 후 결과를 확인해주세요.'),
};
