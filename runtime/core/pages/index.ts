export { escapeHtml } from './escapeHtml.ts';
export {
  INLINE_INITIAL_DATA_ID,
  inlineInitialDataElement,
  parseInlineInitialData,
} from './inlineInitialData.ts';
export {
  HELD_SUBMIT_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  LOGIN_PAGE_SCRIPT,
  PAGE_SCRIPTS_ID,
} from './loginPageScript.ts';
export {
  APP_ROOT_ID,
  BUILD_META_NAME,
  CONSOLE_MARKUP_MARKER,
  INITIAL_DATA_MARKER,
  LOGIN_MARKUP_MARKER,
  LOGIN_SCRIPT_MARKER,
  RENDERED_CONSOLE_PAGE,
} from './pageMarkers.ts';
export { scriptsAsData } from './scriptsAsData.ts';
export { type ServerRenderModule, serverRenderFile } from './serverRenderFile.ts';
