import type { DateDisplayFormat } from '../../../core/format/index.ts';
import { useConfig } from '../../runtime/index.ts';

/** The day format screens display dates in: the config's `app.dateFormat` (default `yyyy-MM-dd`). */
export function useDateFormat(): DateDisplayFormat {
  return useConfig().app.dateFormat;
}
