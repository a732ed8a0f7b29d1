/**
 * Codes of `console doctor`'s findings (and the server's start-up check). Stable, never reused; the
 * docs/diagnostics.md lists them.
 */
export const DOCTOR_CODES = {
  /** A menu's `mnuUrl` is neither the route of a screen nor an external http(s) URL. */
  menuUrlNotRoute: 'DOC101',
  /** A screen (other than the login page) has no menu of the system. */
  screenWithoutMenu: 'DOC102',
  /** A default menu (`defMnuYn` Y, of the system or a user's favourites) cannot be opened. */
  defaultMenuUnreachable: 'DOC103',
  /** On a device a menu shows on, none of its displayed children does. */
  deviceScopeHidesChildren: 'DOC104',
  /** A function id a screen needs is granted on none of its menus. */
  functionNotGranted: 'DOC105',
  /** A declared API (config `apis`) that no screen binds and no menu's program may call. */
  apiUnused: 'DOC106',
  /** A role's authority names a menu that no longer exists, or a function its menu's screen no longer has. */
  grantGone: 'DOC107',
  /** A page menu no role or user holds (and not public): nobody can open it. */
  menuHeldByNobody: 'DOC108',
  /** A user whose role is none, or no role of the roles table (or one switched off). */
  userRoleMissing: 'DOC109',
  /** A screen's manifest names a program (`programId`) another than the program of a menu opening it. */
  programDiffers: 'DOC110',
} as const;

export type DoctorCode = (typeof DOCTOR_CODES)[keyof typeof DOCTOR_CODES];

/** One disagreement between the database and the code, with what to do about it. */
export interface DoctorFinding {
  code: DoctorCode;
  /** What it is about: `menu 3230 "마이페이지"`, `screen /pubs/MP/UI_FU_0016`, `API shop.orders`. */
  subject: string;
  /** What is wrong (English, developer-facing). */
  message: string;
  /** A concrete fix. */
  fix: string;
}

/** `DOC101 menu 9 "x": its mnuUrl … ` and, below it, `  fix: …`: how the CLI prints a finding. */
export function formatFinding(finding: DoctorFinding): string {
  return `${finding.code} ${finding.subject}: ${finding.message}\n  fix: ${finding.fix}`;
}
