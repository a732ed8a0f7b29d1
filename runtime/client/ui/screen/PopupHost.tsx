import { useSnapshot } from 'valtio';
import { Modal } from '../kit/index.ts';
import { BlockList } from './BlockView.tsx';
import { PopupCloseContext, PopupValuesContext, useScreen } from './screenContext.ts';

/** The screen's open popups (`popup: id` actions), each a kit Modal over the one before. */
export function PopupHost() {
  const { popups, state } = useScreen();
  const { popups: open } = useSnapshot(state);
  return (
    <>
      {open.map((id, depth) => {
        const spec = popups[id];
        if (!spec) return null;
        const close = () => {
          state.popups.splice(depth);
          state.popupValues.splice(depth);
        };
        return (
          // The stack position is the popup's identity: the same popup may be open twice.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <PopupCloseContext.Provider key={`${id}-${depth}`} value={close}>
            <PopupValuesContext.Provider value={state.popupValues[depth] ?? {}}>
              <Modal open title={spec.title} size={spec.size} onClose={close}>
                <BlockList blocks={spec.body} />
              </Modal>
            </PopupValuesContext.Provider>
          </PopupCloseContext.Provider>
        );
      })}
    </>
  );
}
