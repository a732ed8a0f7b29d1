/** The administration writes that grant, change or take authority (C7), with their Korean names. */
export const AUTHORITY_ACTIONS = {
  'user.add': '사용자 추가',
  'user.edit': '사용자 변경',
  'role.add': '역할 추가',
  'role.edit': '역할 변경',
  'role.remove': '역할 삭제',
  'role.saveGrants': '권한 부여·회수',
  'menu.remove': '메뉴 삭제',
} as const;

export type AuthorityAction = keyof typeof AUTHORITY_ACTIONS;

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const text = (v: unknown) => (v === null || v === undefined || v === '' ? '없음' : String(v));

/** `5030:SYSTEM_MENU:SAVE 외 2건`: the first of a list of grants and how many more. */
function grantsCell(grants: readonly string[]): string {
  return grants.length > 1 ? `${grants[0]} 외 ${grants.length - 1}건` : (grants[0] ?? '');
}

/** `역할 직원 → 운영자`: a field that changed, by its name, or nothing when it did not. */
function changed(label: string, from: unknown, to: unknown): string[] {
  return text(from) === text(to) ? [] : [`${label} ${text(from)} → ${text(to)}`];
}

/**
 * What an administration write did to authority, in one Korean line for 권한 변경 이력: grants given
 * and taken (role.saveGrants), a role or state changed (user.edit), a role made or removed with its
 * grants, a menu removed with its grants.
 */
export function authorityChange(actCd: string, before: unknown, after: unknown): string {
  const b = record(before);
  const a = record(after);
  switch (actCd) {
    case 'role.saveGrants': {
      const was = new Set(list(before));
      const now = new Set(list(after));
      const given = [...now].filter((g) => !was.has(g));
      const taken = [...was].filter((g) => !now.has(g));
      const parts = [
        ...(given.length ? [`부여 ${given.length}건 (${grantsCell(given)})`] : []),
        ...(taken.length ? [`회수 ${taken.length}건 (${grantsCell(taken)})`] : []),
      ];
      return parts.length ? parts.join(' · ') : '변경 없음';
    }
    case 'user.add':
      return `역할 ${text(a.roleNm ?? a.roleId)}`;
    case 'user.edit': {
      const parts = [
        ...changed('역할', b.roleNm ?? b.roleId, a.roleNm ?? a.roleId),
        ...changed('상태', b.state, a.state),
      ];
      return parts.length ? parts.join(' · ') : '역할·상태 그대로';
    }
    case 'role.add':
      return `역할 ${text(a.roleNm ?? a.roleId)}`;
    case 'role.edit':
      return (
        [...changed('이름', b.roleNm, a.roleNm), ...changed('사용', b.useYn, a.useYn)].join(' · ') ||
        '이름·사용 그대로'
      );
    case 'role.remove':
      return `권한 ${list(b.authorities).length}건과 함께 삭제`;
    case 'menu.remove':
      return `메뉴 ${text(b.mnuNm)} 삭제`;
    default:
      return '';
  }
}
