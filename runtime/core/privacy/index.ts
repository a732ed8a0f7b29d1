export { maskPersonal, type PersonalFields, personalRecords, subjectIdOf } from './maskPersonal.ts';
