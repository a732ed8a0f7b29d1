/** A comma-separated accept list (`.pdf,.PNG,image/*`) as lower-cased rules; empty for "any". */
export function parseAcceptRules(accept: string | null | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((r) => r.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * One file against accept rules (spec section 5, fidelity.md): an extension rule is a
 * case-insensitive suffix of the name (`pdf` counts as `.pdf`), a mime rule matches the type
 * exactly or by wildcard (`image/*`, `*\/*`). No rules: everything passes.
 */
export function fileMatchesAccept(rules: readonly string[], file: { name: string; type: string }): boolean {
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return rules.some((rule) => {
    if (rule.includes('/')) {
      if (rule === '*/*' || rule === '*') return true;
      if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
      return type === rule;
    }
    return name.endsWith(rule.startsWith('.') ? rule : `.${rule}`);
  });
}
