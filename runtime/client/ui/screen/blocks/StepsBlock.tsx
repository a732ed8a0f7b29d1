import { Steps } from '../../kit/Steps.tsx';
import type { BlockViewComponent } from '../screenContext.ts';

/** `steps`: a progress line with the current step. */
const StepsBlock: BlockViewComponent<'steps'> = ({ block }) => (
  <Steps steps={block.items} current={block.current} />
);
export default StepsBlock;
