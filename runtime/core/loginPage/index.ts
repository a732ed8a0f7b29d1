export { HELD_SUBMIT_ATTRIBUTE, HELD_SUBMIT_SCRIPT, HYDRATED_ATTRIBUTE } from './heldSubmit.ts';
export {
  HELD_SUBMIT_MARKER,
  INITIAL_DATA_MARKER,
  INLINE_INITIAL_DATA_ID,
  inlineInitialDataElement,
  LOGIN_MARKUP_MARKER,
  parseInlineInitialData,
} from './inlineInitialData.ts';
