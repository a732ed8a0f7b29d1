export { looksPersonal } from './looksPersonal.ts';
export { maskPersonal, type PersonalFields, personalRecords, subjectIdOf } from './maskPersonal.ts';
