export { DOCTOR_CODES, type DoctorCode, type DoctorFinding, formatFinding } from './doctorFinding.ts';
export type {
  DoctorApi,
  DoctorAuthority,
  DoctorInput,
  DoctorMenu,
  DoctorRole,
  DoctorScreen,
  DoctorUser,
  DoctorUserMenu,
} from './doctorInput.ts';
export { ipLimitProxyHint } from './ipLimitProxyHint.ts';
export { reconcileConsole } from './reconcileConsole.ts';
export { type ApiOptOut, apiOptOuts, formatOptOut } from './screenChecks.ts';
