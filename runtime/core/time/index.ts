export { DATE_RANGE_PRESETS, type DateRangePreset, presetRange } from './rangePreset.ts';
export { DEFAULT_TIME_ZONE, dayIn, inZone, isTimeZone, startOfDayIn, todayIn } from './timeZone.ts';
