export { CONSOLE_FRAME_ID } from './consoleFrameId.ts';
export { escapeHtml } from './escapeHtml.ts';
export {
  INLINE_INITIAL_DATA_ID,
  inlineInitialDataElement,
  parseInlineInitialData,
} from './inlineInitialData.ts';
export {
  APP_ROOT_ID,
  BUILD_META_NAME,
  CONSOLE_FRAME_MARKER,
  CONSOLE_MARKUP_MARKER,
  INITIAL_DATA_MARKER,
  LOGIN_MARKUP_MARKER,
  PAGE_SCRIPT_MARKER,
  RENDERED_CONSOLE_PAGE,
} from './pageMarkers.ts';
export {
  HELD_SUBMIT_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  PAGE_SCRIPT,
  PAGE_SCRIPTS_ID,
  REFRESH_TOKEN_KEY,
  SESSION_HINT_ATTRIBUTE,
} from './pageScript.ts';
export { addListedPreloads, scriptsAsData } from './scriptsAsData.ts';
export { type ServerRenderModule, serverRenderFile } from './serverRenderFile.ts';
