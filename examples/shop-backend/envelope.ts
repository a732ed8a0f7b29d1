/** The console's answer envelope: `resultCode` 0000 and the body, or a code and a Korean message. */
export const ok = (body: unknown) => ({ resultCode: '0000', resultMessage: '정상 처리되었습니다.', body });
export const refuse = (resultCode: string, resultMessage: string) => ({ resultCode, resultMessage });

/** A request value as trimmed text ('' for anything that is not a string). */
export const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
