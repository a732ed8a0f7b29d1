import type { BlockViewComponent } from '../screenContext.ts';
import { ActionButton } from './ActionButton.tsx';

/** `button`: one action button (hidden without its `fncId` authority). */
const ButtonBlock: BlockViewComponent<'button'> = ({ block }) => (
  <div className="c-actions c-actions--left">
    <ActionButton spec={block} />
  </div>
);
export default ButtonBlock;
