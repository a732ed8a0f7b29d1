import type { Action } from '../../../../../schemas/blocks/index.ts';
import type { BlockViewComponent } from '../screenContext.ts';
import { ActionButton } from './ActionButton.tsx';

/** `dialog`: a button that opens an alert, a confirm (then …) or a popup of the screen. */
const DialogBlock: BlockViewComponent<'dialog'> = ({ block }) => {
  const title = block.title === undefined ? {} : { title: block.title };
  const action: Action =
    block.popup !== undefined
      ? { popup: block.popup }
      : block.confirm !== undefined
        ? { confirm: block.confirm, ...title, ...(block.then ? { then: block.then } : {}) }
        : { alert: block.alert ?? '', ...title };
  return (
    <div className="c-actions c-actions--left">
      <ActionButton spec={{ label: block.label, variant: block.variant, disabled: false, action }} />
    </div>
  );
};
export default DialogBlock;
