import { Loader } from '../../kit/index.ts';
import type { BlockViewComponent } from '../screenContext.ts';

/** `loader`: the kit's loading indicator. */
const LoaderBlock: BlockViewComponent<'loader'> = ({ block }) => (
  <Loader label={block.label} compact={block.compact} />
);
export default LoaderBlock;
