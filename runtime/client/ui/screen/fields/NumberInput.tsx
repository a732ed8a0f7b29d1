import { NumberOnlyField } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { textProps } from './fieldProps.ts';

/** `number`: a NumberOnlyField (digit keys only). */
const NumberInput: FieldViewComponent = (props) => <NumberOnlyField {...textProps(props)} />;
export default NumberInput;
