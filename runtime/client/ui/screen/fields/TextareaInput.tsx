import { TextArea } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { textProps } from './fieldProps.ts';

/** `textarea`: a TextArea, with a byte counter when `maxBytes` is given. */
const TextareaInput: FieldViewComponent = (props) => (
  <TextArea {...textProps(props)} {...(props.field.maxBytes ? { maxBytes: props.field.maxBytes } : {})} />
);
export default TextareaInput;
