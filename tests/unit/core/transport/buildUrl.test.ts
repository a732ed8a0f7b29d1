import { describe, expect, it } from 'vitest';
import {
  envelopeMessage,
  isApiEnvelope,
  resultCodePasses,
} from '../../../../runtime/core/transport/apiEnvelope.ts';
import { buildUrl } from '../../../../runtime/core/transport/buildUrl.ts';
import { contentDispositionFileName } from '../../../../runtime/core/transport/contentDispositionFileName.ts';

describe('buildUrl', () => {
  it('joins base and path and writes the query', () => {
    expect(buildUrl('', '/api/x', { a: 1, b: 'ㄱ ㄴ', c: null, d: undefined })).toBe(
      '/api/x?a=1&b=%E3%84%B1%20%E3%84%B4',
    );
    expect(buildUrl('https://h/base/', '/api/x')).toBe('https://h/base/api/x');
    expect(buildUrl('https://h', 'http://other/x')).toBe('http://other/x');
  });
  it('repeats keys for arrays, JSON for objects, appends to an existing query', () => {
    expect(buildUrl('', '/f?x=1', { fileNos: [1, 2], o: { k: 'v' } })).toBe(
      '/f?x=1&fileNos=1&fileNos=2&o=%7B%22k%22%3A%22v%22%7D',
    );
  });
});

describe('contentDispositionFileName', () => {
  it.each([
    [`attachment; filename*=UTF-8''%EB%B3%B4%EA%B3%A0%EC%84%9C.pdf`, '보고서.pdf'],
    ['attachment; filename="report.pdf"', 'report.pdf'],
    [`attachment; filename="a.pdf"; filename*=UTF-8''b.pdf`, 'b.pdf'],
    ['attachment; filename=plain.txt', 'plain.txt'],
    ['inline', undefined],
    [null, undefined],
  ])('%s → %s', (header, name) => {
    expect(contentDispositionFileName(header)).toBe(name);
  });
});

describe('envelope helpers', () => {
  it('recognises the envelope by a string resultCode', () => {
    expect(isApiEnvelope({ resultCode: '0000', resultMessage: '', body: null })).toBe(true);
    expect(isApiEnvelope({ resultCode: 0 })).toBe(false);
    expect(isApiEnvelope('<html>')).toBe(false);
    expect(isApiEnvelope([])).toBe(false);
  });
  it('passes by list or all', () => {
    expect(resultCodePasses('0000', ['0000'])).toBe(true);
    expect(resultCodePasses('FS02', ['0000'])).toBe(false);
    expect(resultCodePasses('FS02', 'all')).toBe(true);
  });
  it('appends the errors list in development only', () => {
    const e = {
      resultCode: 'BAD_REQUEST',
      resultMessage: '요청 형식이 올바르지 않습니다.',
      body: null,
      errors: ['userId: 필수', { field: 'x' }],
    };
    expect(envelopeMessage(e, false)).toBe('요청 형식이 올바르지 않습니다.');
    expect(envelopeMessage(e, true)).toMatchInlineSnapshot(`
      "요청 형식이 올바르지 않습니다.
      - userId: 필수
      - {"field":"x"}"
    `);
  });
});
