/** An (i)like pattern matching any text that contains `part` literally (`%`, `_` and `\` escaped). */
export function containsPattern(part: string): string {
  return `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
