import {
  REQUIRED_MESSAGE,
  type ValidatorUse,
  type ValidatorUseInput,
  validateField,
  validatorUses,
} from '../form/index.ts';
import { formatMessage } from '../i18n/index.ts';
import { excelSerialDay } from './cellText.ts';

/** A choice a coded cell may hold: its value (sent) and its label (also accepted). */
export interface ImportChoice {
  value: string;
  label: string;
}

/** An imported column as the rules read it (the manifest's `import.columns[]`). */
export interface ImportColumnRule {
  key: string;
  label: string;
  required?: boolean | undefined;
  type?: 'text' | 'number' | 'date' | undefined;
  validators?: readonly ValidatorUseInput[] | undefined;
  /** Its choices (the options, or the codes of its code group), when the cell is coded. */
  choices?: readonly ImportChoice[] | undefined;
}

/** One column's rules, ready to check many cells. */
interface CompiledColumn {
  key: string;
  type: 'text' | 'number' | 'date';
  uses: ValidatorUse[];
  choices?: Map<string, string>;
  choiceMessage?: string;
}

/** What one row of a file became: the values to send, and each cell's problem (by key). */
export interface CheckedRow {
  values: Record<string, string | number>;
  errors: Record<string, string>;
}

const NUMBER = /^[+-]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
const DAY = /^(\d{4})[-./]?(\d{1,2})[-./]?(\d{1,2})\.?$/;

/** A date cell as yyyy-MM-dd (2024-01-31, 2024.1.31, 20240131 or an Excel serial), or undefined. */
function dayOf(text: string): string | undefined {
  if (/^\d{5}(\.\d+)?$/.test(text)) return excelSerialDay(Number(text));
  const m = DAY.exec(text);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return undefined;
  return date.toISOString().slice(0, 10);
}

const norm = (s: string) => s.trim().toLowerCase();

/** The rules of `columns`, compiled once per file. */
export function compileImportRules(columns: readonly ImportColumnRule[]): readonly CompiledColumn[] {
  return columns.map((c) => {
    const compiled: CompiledColumn = {
      key: c.key,
      type: c.type ?? 'text',
      uses: validatorUses(false, c.validators ?? []),
    };
    if (c.choices) {
      compiled.choices = new Map();
      // A label is accepted as well as a value; a value wins where a label spells another's value.
      for (const o of c.choices) compiled.choices.set(norm(o.label), o.value);
      for (const o of c.choices) compiled.choices.set(norm(o.value), o.value);
      compiled.choiceMessage = formatMessage('{0} 중 하나를 입력해주세요.', {
        0: c.choices
          .slice(0, 10)
          .map((o) => o.label)
          .join(', ')
          .concat(c.choices.length > 10 ? ' …' : ''),
      });
    }
    if (c.required) compiled.uses.unshift({ name: 'required' });
    return compiled;
  });
}

/**
 * Checks one row's cells (text by key) with the compiled rules: required first, then the type
 * (a number, a real date), the choice, and the validators; the first problem of each cell is its
 * message in Korean. Values are sent as the API wants them: numbers as numbers, dates as
 * yyyy-MM-dd, coded cells as their value; an empty cell is left out (the API's default applies).
 */
export function checkImportRow(
  cells: Readonly<Record<string, string>>,
  rules: readonly CompiledColumn[],
): CheckedRow {
  const values: CheckedRow['values'] = {};
  const errors: CheckedRow['errors'] = {};
  for (const rule of rules) {
    const text = cells[rule.key] ?? '';
    if (text === '') {
      if (rule.uses[0]?.name === 'required') errors[rule.key] = rule.uses[0].message ?? REQUIRED_MESSAGE;
      continue;
    }
    let value: string | number = text;
    if (rule.type === 'number') {
      if (!NUMBER.test(text)) {
        errors[rule.key] = '숫자로 입력해주세요.';
        values[rule.key] = text;
        continue;
      }
      value = Number(text.replaceAll(',', ''));
    } else if (rule.type === 'date') {
      const day = dayOf(text);
      if (day === undefined) {
        errors[rule.key] = '날짜를 yyyy-MM-dd 형식으로 입력해주세요.';
        values[rule.key] = text;
        continue;
      }
      value = day;
    }
    if (rule.choices) {
      const chosen = rule.choices.get(norm(String(value)));
      if (chosen === undefined) {
        errors[rule.key] = rule.choiceMessage ?? '';
        values[rule.key] = text;
        continue;
      }
      value = chosen;
    }
    const problem = validateField(String(value), rule.uses, cells);
    if (problem) errors[rule.key] = problem;
    values[rule.key] = value;
  }
  return { values, errors };
}
