import { useFunctionCheck } from '../../../runtime/index.ts';
import type { BlockViewComponent } from '../screenContext.ts';
import { ActionButton } from './ActionButton.tsx';

/** `buttons`: a row of action buttons; nothing at all when the user may use none of them. */
const ButtonsBlock: BlockViewComponent<'buttons'> = ({ block }) => {
  const mayUse = useFunctionCheck();
  const items = block.items.filter((item) => mayUse(item.fncId));
  return items.length ? (
    <div className={`c-actions c-actions--${block.align}`}>
      {items.map((item) => (
        <ActionButton key={item.label} spec={item} />
      ))}
    </div>
  ) : null;
};
export default ButtonsBlock;
