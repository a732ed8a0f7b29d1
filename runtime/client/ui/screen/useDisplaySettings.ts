import type { DisplaySettings } from '../../../core/form/index.ts';
import { useConfig } from '../../runtime/index.ts';

/**
 * How values show on this console: `app.dateFormat`, the console's calendar (`app.timeZone`) and
 * the masking standard (`privacy.masking`).
 */
export function useDisplaySettings(): DisplaySettings {
  const config = useConfig();
  return {
    dateFormat: config.app.dateFormat,
    timeZone: config.app.timeZone,
    masking: config.privacy?.masking,
  };
}
