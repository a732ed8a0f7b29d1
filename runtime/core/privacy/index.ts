export {
  addMonths,
  koreanDayStart,
  koreanMidnight,
  koreanMonthOf,
  koreanMonthRange,
  monthLabel,
  REVIEW_MONTH,
  reviewStatusOf,
} from './koreanCalendar.ts';
export { looksPersonal } from './looksPersonal.ts';
export { MASK_LABELS_KO } from './maskLabels.ts';
export { maskPersonal, type PersonalFields, personalRecords, subjectIdOf } from './maskPersonal.ts';
export { OTHER_REASON_CODE, PRIVACY_REASON_GROUP, UNMASK_FUNCTION, UNMASK_SECONDS } from './privacyCodes.ts';
