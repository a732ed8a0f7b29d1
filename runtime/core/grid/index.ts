export type { GridPrefs } from './gridPrefs.ts';
export {
  applyGridPrefs,
  EMPTY_GRID_PREFS,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  moveColumn,
  orderColumns,
  parseGridPrefs,
  setColumnHidden,
  setColumnWidth,
} from './gridPrefs.ts';
export { type ColumnPin, orderPinned, type PinPlace, pinPlaces } from './pinnedColumns.ts';
export type { VirtualWindow } from './virtualWindow.ts';
export { virtualWindow } from './virtualWindow.ts';
