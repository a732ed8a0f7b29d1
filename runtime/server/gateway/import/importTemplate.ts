import type { Writable } from 'node:stream';
import type { ImportColumnRule } from '../../../core/import/index.ts';
import { columnLetters } from './importRows.ts';

/** What a column's header note says: required, the kind of value, the choices, the validators. */
export function columnRules(rule: ImportColumnRule & { hint?: string | undefined }): string[] {
  const lines: string[] = [rule.required ? '필수 입력' : '선택 입력'];
  if (rule.type === 'number') lines.push('숫자 (쉼표 가능)');
  if (rule.type === 'date') lines.push('날짜 yyyy-MM-dd (예: 2024-01-31)');
  if (rule.choices) lines.push(`목록에서 선택: ${rule.choices.map((c) => c.label).join(', ')}`);
  for (const v of rule.validators ?? []) {
    const name = typeof v === 'string' ? v : Object.keys(v).find((k) => k !== 'message');
    const param = typeof v === 'string' || name === undefined ? undefined : v[name];
    const said = VALIDATOR_WORDS[name ?? '']?.(param);
    if (said) lines.push(said);
  }
  if (rule.hint) lines.push(rule.hint);
  return lines;
}

const VALIDATOR_WORDS: Record<string, (p: unknown) => string> = {
  mobile: () => '휴대폰번호 (010-1234-5678)',
  phone: () => '전화번호 (02-123-4567)',
  email: () => '이메일 주소',
  businessNo: () => '사업자등록번호 (123-45-67890)',
  corporateNo: () => '법인등록번호 (110111-1234567)',
  ipv4: () => 'IP 주소',
  numeric: () => '숫자만',
  maxLength: (n) => `${String(n)}자 이하`,
  minLength: (n) => `${String(n)}자 이상`,
  maxBytes: (n) => `${String(n)}바이트 이하 (한글 2바이트)`,
};

type RangeValidations = { dataValidations: { add(range: string, rule: object): void } };

/** Rows of the template that get the drop-down lists and the text format. */
const TEMPLATE_ROWS = 5000;

/**
 * Writes the import's template to `out` as an xlsx workbook: the first sheet with the Korean
 * headers (required ones marked `*` and shaded), each header's rules as a cell note, an example row
 * in grey (skipped when the file comes back unchanged), text columns formatted as text (a 010
 * number keeps its 0), and drop-down lists of the coded columns from a 코드 목록 sheet; a second
 * sheet, 작성 안내, lists every column's rules.
 */
export async function writeImportTemplate(
  out: Writable,
  sheetName: string,
  columns: readonly (ImportColumnRule & { hint?: string | undefined; example?: string | undefined })[],
): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || '양식', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const guide = workbook.addWorksheet('작성 안내');
  const coded = columns.filter((c) => c.choices?.length);
  const lists = coded.length ? workbook.addWorksheet('코드 목록') : undefined;
  sheet.columns = columns.map((c) => ({
    key: c.key,
    width: Math.min(40, Math.max(12, c.label.length * 2 + 6)),
    ...(c.type !== 'number' && { style: { numFmt: '@' } }),
  }));
  const header = sheet.addRow(columns.map((c) => (c.required ? `${c.label}*` : c.label)));
  header.font = { bold: true };
  columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.note = columnRules(c).join('\n');
    cell.fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: c.required ? 'FFFDE2D2' : 'FFEFF3F8' },
    };
  });
  if (columns.some((c) => c.example !== undefined)) {
    const example = sheet.addRow(columns.map((c) => c.example ?? ''));
    example.font = { italic: true, color: { argb: 'FF8A8F98' } };
  }
  const first = 2;
  const last = first + TEMPLATE_ROWS - 1;
  coded.forEach((c, n) => {
    const letter = columnLetters(n);
    lists!.getCell(`${letter}1`).value = c.label;
    c.choices!.forEach((o, r) => {
      lists!.getCell(`${letter}${r + 2}`).value = o.label;
    });
    const at = columnLetters(columns.indexOf(c));
    // exceljs takes a range here (it writes one sqref), though its typings name only per-cell rules.
    (sheet as unknown as RangeValidations).dataValidations.add(`${at}${first}:${at}${last}`, {
      type: 'list',
      allowBlank: !c.required,
      formulae: [`'코드 목록'!$${letter}$2:$${letter}$${c.choices!.length + 1}`],
      showErrorMessage: true,
      errorStyle: 'warning',
      errorTitle: c.label,
      error: '목록에 있는 값을 골라주세요.',
    });
  });
  guide.columns = [
    { header: '항목', key: 'label', width: 18 },
    { header: '입력 규칙', key: 'rules', width: 80 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const c of columns) guide.addRow({ label: c.label, rules: columnRules(c).join(' / ') });
  guide.addRow({});
  guide.addRow({
    label: '안내',
    rules:
      '첫 번째 시트에 입력합니다. 머리글은 고치지 마세요. 회색 예시 행은 지우지 않아도 등록되지 않습니다.',
  });
  guide.addRow({
    label: '',
    rules: '수식은 쓸 수 없습니다. 다른 파일에서 옮길 때는 값으로 붙여넣어 주세요.',
  });
  await workbook.xlsx.write(out);
}
