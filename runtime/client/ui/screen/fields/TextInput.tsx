import { TextField } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { textProps } from './fieldProps.ts';

/** `text`: a TextField. */
const TextInput: FieldViewComponent = (props) => <TextField {...textProps(props)} type="text" />;
export default TextInput;
