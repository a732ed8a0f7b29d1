/** `2026-11-28 14:00:01 KST`: an instant in Korean time (one offset all year), as files and reports state it. */
export function kstDateTime(at: Date): string {
  return `${new Date(at.getTime() + 9 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19)} KST`;
}
