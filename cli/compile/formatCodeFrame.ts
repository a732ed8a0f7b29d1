/** Lines shown above and below the line a code frame points at. */
const CONTEXT = 2;

// East Asian wide and fullwidth characters take two terminal columns: most manifests are Korean,
// and markers under Hangul would otherwise land left of what they mean.
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{1F300}-\u{1F64F}\u{1F900}-\u{1F9FF}\u{20000}-\u{3FFFD}]/u;

/** Blank space as wide as `text` on a terminal; tabs stay tabs so they line up as the source does. */
function padFor(text: string): string {
  let pad = '';
  for (const ch of text) pad += ch === '\t' ? '\t' : WIDE.test(ch) ? '  ' : ' ';
  return pad;
}

function widthOf(text: string): number {
  let width = 0;
  for (const ch of text) width += WIDE.test(ch) ? 2 : 1;
  return width;
}

/**
 * A plain-text code frame, as Babel and Vite print one: the lines around `start` with a line-number
 * gutter, `>` at the line pointed at and `^` under the span `[start, end)` (character offsets into
 * `text`). A span that runs past its first line is marked to that line's end; an empty span gets one
 * `^`. Computed only when a diagnostic is printed, so valid input never pays for it.
 */
export function formatCodeFrame(text: string, start: number, end: number = start): string {
  // Lines as lineCol counts them (a `\n` ends one), shown without a `\r` of a CRLF ending.
  const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  const at = Math.min(Math.max(start, 0), text.length);
  let line = 0;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  const current = lines[line] ?? '';
  const col = Math.min(at - lineStart, current.length);
  const stop = Math.min(Math.max(end - lineStart, col), current.trimEnd().length);
  const marked = current.slice(col, Math.max(stop, col));
  // A trailing newline leaves an empty last "line" that is not one of the file's lines.
  const count = text.endsWith('\n') ? lines.length - 1 : lines.length;
  const first = Math.max(0, line - CONTEXT);
  const last = Math.max(line, Math.min(count - 1, line + CONTEXT));
  const gutter = String(last + 1).length;
  const out: string[] = [];
  for (let i = first; i <= last; i++) {
    const source = lines[i] ?? '';
    out.push(`${i === line ? '>' : ' '} ${String(i + 1).padStart(gutter)} |${source ? ` ${source}` : ''}`);
    if (i === line) {
      const carets = '^'.repeat(Math.max(1, widthOf(marked)));
      out.push(`  ${' '.repeat(gutter)} | ${padFor(current.slice(0, col))}${carets}`);
    }
  }
  return out.join('\n');
}
