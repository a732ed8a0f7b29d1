import { TextField } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { textProps } from './fieldProps.ts';

/** `search`: a TextField of type search. */
const SearchInput: FieldViewComponent = (props) => <TextField {...textProps(props)} type="search" />;
export default SearchInput;
