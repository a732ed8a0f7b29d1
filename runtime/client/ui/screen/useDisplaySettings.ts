import type { DisplaySettings } from '../../../core/form/index.ts';
import { useConfig } from '../../runtime/index.ts';

/** How values show on this console: `app.dateFormat` and the masking standard (`privacy.masking`). */
export function useDisplaySettings(): DisplaySettings {
  const config = useConfig();
  return { dateFormat: config.app.dateFormat, masking: config.privacy?.masking };
}
