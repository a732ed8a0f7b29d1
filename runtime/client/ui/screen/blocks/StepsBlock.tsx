import { Steps } from '../../kit/index.ts';
import type { BlockViewComponent } from '../screenContext.ts';

/** `steps`: a progress line with the current step. */
const StepsBlock: BlockViewComponent<'steps'> = ({ block }) => (
  <Steps steps={block.items} current={block.current} />
);
export default StepsBlock;
