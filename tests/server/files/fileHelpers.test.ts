import { describe, expect, it } from 'vitest';
import { cleanFileName, cleanMimeType, contentDisposition } from '../../../runtime/server/files/fileNames.ts';
import { fileMatchesAccept, formatFileSize, parseAcceptRules } from '../../../runtime/server/files/index.ts';

describe('formatFileSize', () => {
  it('is 1024-based with two decimals above bytes', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatFileSize(20 * 1024 ** 3)).toBe('20.00 GB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3.00 TB');
    expect(formatFileSize(5000 * 1024 ** 4)).toBe('5000.00 TB');
  });
});

describe('accept rules', () => {
  const rules = parseAcceptRules(' .PDF, image/*,pdf2 ,, text/plain');
  it('parses a comma-separated list, lower-cased', () => {
    expect(rules).toEqual(['.pdf', 'image/*', 'pdf2', 'text/plain']);
    expect(parseAcceptRules(null)).toEqual([]);
  });
  it('matches extensions case-insensitively and mime types exactly or by wildcard', () => {
    expect(fileMatchesAccept(rules, { name: '보고서.Pdf', type: 'application/octet-stream' })).toBe(true);
    expect(fileMatchesAccept(rules, { name: 'a.bin', type: 'image/webp' })).toBe(true);
    expect(fileMatchesAccept(rules, { name: 'a.pdf2', type: '' })).toBe(true);
    expect(fileMatchesAccept(rules, { name: 'a.txt', type: 'text/plain' })).toBe(true);
    expect(fileMatchesAccept(rules, { name: 'a.txt', type: 'text/html' })).toBe(false);
    expect(fileMatchesAccept(rules, { name: 'pdf', type: 'application/zip' })).toBe(false);
    expect(fileMatchesAccept([], { name: 'anything', type: '' })).toBe(true);
    expect(fileMatchesAccept(['*/*'], { name: 'x', type: 'a/b' })).toBe(true);
  });
});

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
