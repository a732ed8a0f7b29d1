import { describe, expect, it } from 'vitest';
import {
  cellText,
  checkImportRow,
  compileImportRules,
  excelSerialDay,
  importHeader,
} from '../../../../runtime/core/import/index.ts';

const rules = compileImportRules([
  { key: 'name', label: '이름', required: true, validators: [{ maxLength: 5 }] },
  { key: 'mobile', label: '휴대폰번호', validators: ['mobile'] },
  { key: 'birth', label: '생년월일', type: 'date' },
  { key: 'amount', label: '금액', type: 'number' },
  {
    key: 'grade',
    label: '등급',
    choices: [
      { value: 'GOLD', label: '골드' },
      { value: 'SILVER', label: '실버' },
    ],
  },
]);

describe('checkImportRow', () => {
  it('sends numbers as numbers, dates as yyyy-MM-dd, a chosen label as its value, and leaves empty cells out', () => {
    expect(
      checkImportRow(
        { name: '홍길동', mobile: '01012345678', birth: '2024.1.5', amount: '1,234.5', grade: '골드' },
        rules,
      ),
    ).toEqual({
      values: { name: '홍길동', mobile: '01012345678', birth: '2024-01-05', amount: 1234.5, grade: 'GOLD' },
      errors: {},
    });
    expect(checkImportRow({ name: '김', birth: '20240229', grade: 'silver' }, rules).values).toEqual({
      name: '김',
      birth: '2024-02-29',
      grade: 'SILVER',
    });
  });

  it('gives each cell its first problem in Korean', () => {
    expect(
      checkImportRow(
        { name: '', mobile: '010-12', birth: '2023-02-29', amount: '1.2.3', grade: '브론즈' },
        rules,
      ).errors,
    ).toEqual({
      name: '필수 입력 항목입니다.',
      mobile: '올바른 휴대폰번호가 아닙니다.',
      birth: '날짜를 yyyy-MM-dd 형식으로 입력해주세요.',
      amount: '숫자로 입력해주세요.',
      grade: '골드, 실버 중 하나를 입력해주세요.',
    });
    expect(checkImportRow({ name: '여섯글자이름' }, rules).errors).toEqual({
      name: '5자 이하로 입력해주세요.',
    });
  });
});

describe('cells as text', () => {
  it('reads what a spreadsheet reader gives', () => {
    expect(cellText('  a ')).toBe('a');
    expect(cellText(1012345678)).toBe('1012345678');
    expect(cellText(1.5)).toBe('1.5');
    expect(cellText(new Date(Date.UTC(2024, 0, 31)))).toBe('2024-01-31');
    expect(cellText({ richText: [{ text: '이' }, { text: '영희' }] })).toBe('이영희');
    expect(cellText({ text: '링크', hyperlink: 'https://x' })).toBe('링크');
    expect(cellText(null)).toBe('');
    expect(excelSerialDay(45322)).toBe('2024-01-31');
    expect(checkImportRow({ name: '홍', birth: '45322' }, rules).values.birth).toBe('2024-01-31');
  });
});

describe('importHeader', () => {
  const columns = [
    { key: 'name', label: '이름' },
    { key: 'mobile', label: '휴대폰번호' },
  ];
  it('maps headers by label or key, ignoring spaces, the required mark and unknown columns', () => {
    expect(importHeader(['원본 행', '휴대폰 번호', '이름*'], columns)).toEqual({
      ok: true,
      keys: [undefined, 'mobile', 'name'],
    });
    expect(importHeader(['name', 'MOBILE'], columns)).toEqual({ ok: true, keys: ['name', 'mobile'] });
  });
  it('refuses a missing or doubled column in Korean', () => {
    expect(importHeader(['이름'], columns)).toEqual({
      ok: false,
      message:
        '양식의 머리글이 맞지 않습니다. 없는 열: 휴대폰번호. 양식을 내려받아 그 머리글대로 올려주세요.',
    });
    expect(importHeader(['이름', '이름', '휴대폰번호'], columns)).toMatchObject({
      ok: false,
      message: expect.stringContaining('머리글 이름이(가) 두 번 있습니다.'),
    });
  });
});
