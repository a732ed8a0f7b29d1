import { formatMessage } from '../i18n/index.ts';

/** How an imported file's header row maps to the import's columns. */
export type HeaderMatch =
  | { ok: true; keys: readonly (string | undefined)[] }
  | { ok: false; message: string };

const squash = (s: string) => s.replace(/\s+/g, '').replace(/\*$/, '').toLowerCase();

/**
 * The column key under each header cell (by its label, or its key; spaces and a trailing `*` of a
 * required column ignored; a header the import does not know is skipped). Every declared column
 * must be there, once: the file is refused in Korean otherwise.
 */
export function importHeader(
  header: readonly string[],
  columns: readonly { key: string; label: string }[],
): HeaderMatch {
  const byName = new Map<string, string>();
  for (const c of columns) {
    byName.set(squash(c.label), c.key);
    byName.set(squash(c.key), c.key);
  }
  const keys = header.map((h) => (h.trim() ? byName.get(squash(h)) : undefined));
  const seen = new Set<string>();
  for (const [i, key] of keys.entries()) {
    if (key === undefined) continue;
    if (seen.has(key))
      return {
        ok: false,
        message: formatMessage(
          '머리글 {0}이(가) 두 번 있습니다. 양식의 머리글을 고치지 말고 다시 올려주세요.',
          {
            0: header[i]!.trim(),
          },
        ),
      };
    seen.add(key);
  }
  const missing = columns.filter((c) => !seen.has(c.key)).map((c) => c.label);
  if (missing.length)
    return {
      ok: false,
      message: formatMessage(
        '양식의 머리글이 맞지 않습니다. 없는 열: {0}. 양식을 내려받아 그 머리글대로 올려주세요.',
        {
          0: missing.join(', '),
        },
      ),
    };
  return { ok: true, keys };
}
