import { ByteLimitField } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { textProps } from './fieldProps.ts';

/** `bytes`: a ByteLimitField cut at `maxBytes` (100 when the manifest gives none). */
const BytesInput: FieldViewComponent = (props) => (
  <ByteLimitField {...textProps(props)} maxBytes={props.field.maxBytes ?? 100} />
);
export default BytesInput;
