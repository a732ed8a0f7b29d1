import type { BlockViewComponent } from '../screenContext.ts';
import { ActionButton } from './ActionButton.tsx';

/** `buttons`: a row of action buttons. */
const ButtonsBlock: BlockViewComponent<'buttons'> = ({ block }) => (
  <div className={`c-actions c-actions--${block.align}`}>
    {block.items.map((item) => (
      <ActionButton key={item.label} spec={item} />
    ))}
  </div>
);
export default ButtonsBlock;
