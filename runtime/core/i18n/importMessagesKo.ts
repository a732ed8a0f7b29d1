/**
 * The Korean messages of 엑셀 일괄 등록 (the import dialog of a grid): part of the message
 * catalogue, kept apart so that only the screens with an import carry them. `i18n.messages`
 * overrides them like any other.
 */
export const IMPORT_MESSAGES_KO = {
  'import.stepFile': '파일 선택',
  'import.stepCheck': '검사 결과',
  'import.stepSend': '등록',
  'import.intro':
    '양식을 내려받아 첫 번째 시트에 입력한 뒤 올립니다. 올린 파일은 서버가 행마다 검사하며, 검사를 통과한 행만 등록합니다.',
  'import.template': '양식 내려받기',
  'import.file': '올릴 파일 (xlsx, csv)',
  'import.choose': '파일 선택',
  'import.noFile': '선택한 파일이 없습니다. 여기에 끌어다 놓아도 됩니다.',
  'import.limits': '{size} 이하, {rows}행까지',
  'import.chooseFile': '올릴 파일을 선택해주세요.',
  'import.wrongType': 'xlsx 또는 csv 파일만 올릴 수 있습니다.',
  'import.tooLarge': '파일이 너무 큽니다. {size} 이하의 파일을 올려주세요.',
  'import.check': '검사하기',
  'import.checking': '파일을 검사하고 있습니다…',
  'import.summary': '전체 {total}행 중 정상 {valid}행, 오류 {invalid}행',
  'import.allValid': '모든 행이 검사를 통과했습니다.',
  'import.errorsTitle': '오류가 있는 행',
  'import.errorsMore': '오류 행이 많아 처음 {shown}행만 보여 줍니다. 전체는 오류 행 파일에서 확인하세요.',
  'import.line': '행',
  'import.errorFile': '오류 행 내려받기',
  'import.errorFileHint': '오류 행 파일의 오류 내용을 보고 고친 뒤, 그 파일을 그대로 다시 올리면 됩니다.',
  'import.noneValid': '등록할 수 있는 행이 없습니다. 오류를 고친 뒤 다시 올려주세요.',
  'import.send': '정상 {valid}행 등록',
  'import.again': '다른 파일 올리기',
  'import.confirm': '정상 {valid}행을 등록하시겠습니까? 오류 {invalid}행은 등록되지 않습니다.',
  'import.progress': '{done} / {total}행 처리',
  'import.progressLabel': '등록 진행률',
  'import.doneAll': '{done}행을 등록했습니다.',
  'import.donePartly': '{done}행을 등록했고, {failed}행은 등록하지 못했습니다.',
  'import.batchFailed': '{first}~{last}행: {message}',
  'import.stopped': '등록을 멈췄습니다. {done}행까지 등록되었습니다.',
  'import.close': '닫기',
  'import.cancel': '취소',
} as const;

export type ImportMessageKey = keyof typeof IMPORT_MESSAGES_KO;
