import { PasswordField } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { textProps } from './fieldProps.ts';

/** `password`: a PasswordField with its 보기/숨기기 toggle. */
const PasswordInput: FieldViewComponent = (props) => (
  <PasswordField {...textProps(props)} autoComplete="new-password" />
);
export default PasswordInput;
