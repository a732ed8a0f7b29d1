export {
  INITIAL_DATA_MARKER,
  INLINE_INITIAL_DATA_ID,
  inlineInitialDataElement,
  LOGIN_MARKUP_MARKER,
  LOGIN_SCRIPT_MARKER,
  parseInlineInitialData,
  ROUTE_ASSETS_MARKER,
} from './inlineInitialData.ts';
export {
  HELD_SUBMIT_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  LOGIN_PAGE_SCRIPT,
} from './loginPageScript.ts';
