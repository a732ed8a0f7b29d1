import { describe, expect, it } from 'vitest';
import { cleanFileName, cleanMimeType } from '../../../runtime/server/files/fileNames.ts';
import { contentDisposition } from '../../../runtime/server/platform/index.ts';

// The size format and the accept rule are core's (runtime/core), tested in tests/unit/core.
describe('file names', () => {
  it('keeps the last segment, NFC, no control characters, at most 255 characters', () => {
    expect(cleanFileName('C:\\fakepath\\사진.png')).toBe('사진.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('한글'.normalize('NFD'))).toBe('한글');
    expect(cleanFileName('a\u0000b\r\n.txt')).toBe('ab.txt');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName('..')).toBe('file');
    const long = cleanFileName(`${'가'.repeat(300)}.xlsx`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('.xlsx')).toBe(true);
  });
  it('keeps a sane mime type, lower-cased, else octet-stream', () => {
    expect(cleanMimeType('Image/PNG; charset=x')).toBe('image/png');
    expect(cleanMimeType('nonsense')).toBe('application/octet-stream');
    expect(cleanMimeType(undefined)).toBe('application/octet-stream');
  });
  it('writes Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', '견적서 "최종"(1).pdf')).toBe(
      `attachment; filename="___ ____(1).pdf"; filename*=UTF-8''%EA%B2%AC%EC%A0%81%EC%84%9C%20%22%EC%B5%9C%EC%A2%85%22%281%29.pdf`,
    );
  });
});
