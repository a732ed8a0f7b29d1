// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createDialogs, type DialogState } from '../../../../runtime/client/dialog/index.ts';
import { createUnsavedChanges, type UnsavedChanges } from '../../../../runtime/client/navigation/index.ts';

// A page's dialog queue and its registry of unsaved forms, new for each test.
let dialogState: DialogState;
let settleCurrent: (ok: boolean) => void;
let unsaved: UnsavedChanges;
beforeEach(() => {
  const dialogs = createDialogs();
  dialogState = dialogs.state;
  settleCurrent = dialogs.settleCurrent;
  unsaved = createUnsavedChanges(dialogs.confirm);
});
const setUnsaved: UnsavedChanges['set'] = (...a) => unsaved.set(...a);
const hasUnsavedChanges: UnsavedChanges['has'] = (...a) => unsaved.has(...a);
const confirmLeave: UnsavedChanges['confirmLeave'] = (...a) => unsaved.confirmLeave(...a);

describe('unsaved changes', () => {
  it('tracks forms by owner, on the page and inside a pane', () => {
    const paneA = document.createElement('section');
    const paneB = document.createElement('section');
    const form = document.createElement('form');
    paneA.append(form);
    const owner = {};
    expect(hasUnsavedChanges()).toBe(false);
    setUnsaved(owner, true, () => form);
    expect(hasUnsavedChanges()).toBe(true);
    expect(hasUnsavedChanges(paneA)).toBe(true);
    expect(hasUnsavedChanges(paneB)).toBe(false);
    expect(hasUnsavedChanges([paneB, null, paneA])).toBe(true);
    setUnsaved(owner, false);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('asks before leaving; 확인 forgets the edits, 취소 keeps them', async () => {
    const owner = {};
    setUnsaved(owner, true);
    const first = confirmLeave();
    expect(dialogState.queue[0]?.message).toBe(
      '저장하지 않은 변경 사항이 있습니다. 이 화면을 떠나시겠습니까?',
    );
    settleCurrent(false);
    await expect(first).resolves.toBe(false);
    expect(hasUnsavedChanges()).toBe(true);
    const second = confirmLeave();
    settleCurrent(true);
    await expect(second).resolves.toBe(true);
    expect(hasUnsavedChanges()).toBe(false);
    // Nothing to lose: no question at all.
    await expect(confirmLeave()).resolves.toBe(true);
    expect(dialogState.queue).toHaveLength(0);
  });
});
