/** The caller's entry of a per-member map, seeded on first use (rows live in memory). */
export function perUser<T>(map: Map<string, T>, sub: string, seed: () => T): T {
  let value = map.get(sub);
  if (value === undefined) {
    value = seed();
    map.set(sub, value);
  }
  return value;
}
