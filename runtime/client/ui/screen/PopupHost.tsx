import { useSnapshot } from 'valtio';
import type { Block } from '../../../../schemas/blocks/index.ts';
import { Modal } from '../kit/index.ts';
import { BlockList } from './BlockView.tsx';
import { PopupActionFormContext, PopupCloseContext, PopupValuesContext, useScreen } from './screenContext.ts';

/** Whether an action (or one it leads to) closes the popup it runs in. */
const closesPopup = (action: unknown): boolean => JSON.stringify(action ?? null).includes('"close":true');

/**
 * The form a popup is for: its last block, whose submit closes the popup when done (공지 등록). Its
 * buttons are the popup's own. A form that leaves the popup open (a code added under 코드 관리'
 * list) is not: the popup keeps its 닫기.
 */
export function actionFormOf(body: readonly Block[]): Block | undefined {
  const last = body.at(-1);
  return last?.type === 'form' && closesPopup(last.submit?.action) ? last : undefined;
}

/**
 * Whether a popup's own buttons end it: a last form (취소 beside its action, or 닫기), or a button
 * that closes it or goes elsewhere (약관's 확인). Its header then has no 닫기 of its own.
 */
export function closesItself(body: readonly Block[]): boolean {
  if (actionFormOf(body)) return true;
  return body.some((b) => {
    const items = b.type === 'button' ? [b] : b.type === 'buttons' ? b.items : [];
    return items.some((i) => i.action !== undefined && (closesPopup(i.action) || 'navigate' in i.action));
  });
}

/**
 * The screen's open popups (`popup: id` actions), each a kit Modal over the one before, with one
 * closing button: the header's 닫기 for a read-only popup, else its own.
 */
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
              <Modal
                open
                title={spec.title}
                size={spec.size}
                onClose={close}
                closeButton={!closesItself(spec.body)}
              >
                <PopupActionFormContext.Provider value={actionFormOf(spec.body) ?? null}>
                  <BlockList blocks={spec.body} />
                </PopupActionFormContext.Provider>
              </Modal>
            </PopupValuesContext.Provider>
          </PopupCloseContext.Provider>
        );
      })}
    </>
  );
}
