export { DATE_DISPLAY_FORMATS, type DateDisplayFormat } from './dateDisplayFormats.ts';
export { formatCardNo } from './formatCardNo.ts';
export { formatCorporateNo } from './formatCorporateNo.ts';
export { formatCurrency } from './formatCurrency.ts';
export {
  DATE_PATTERNS,
  type DateInput,
  dateTimePatternOf,
  formatDate,
  formatDateTime,
  formatTime,
} from './formatDate.ts';
export { formatFileSize } from './formatFileSize.ts';
export { kstDateTime } from './kstDateTime.ts';
export { toLocalJson } from './toLocalJson.ts';
export { withLocalDates } from './withLocalDates.ts';
