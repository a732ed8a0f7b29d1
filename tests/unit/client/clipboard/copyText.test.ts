// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../../runtime/client/clipboard/index.ts';

/** A document whose execCommand('copy') answers `result` and records what was selected then. */
function docCopying(result: boolean | Error) {
  const copied: string[] = [];
  const execCommand = vi.fn((command: string) => {
    expect(command).toBe('copy');
    const area = document.activeElement;
    if (area instanceof HTMLTextAreaElement)
      copied.push(area.value.slice(area.selectionStart, area.selectionEnd));
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return { doc: document, execCommand, copied };
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
  document.body.replaceChildren();
});

describe('copyText: the clipboard helper (spec section 9)', () => {
  it('writes through navigator.clipboard when it is there', async () => {
    const writeText = vi.fn(async () => {});
    const { doc, execCommand } = docCopying(true);
    expect(await copyText('서울시 강남구', { clipboard: { writeText }, document: doc })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('서울시 강남구');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a selected hidden textarea when the Clipboard API refuses, and gives the focus back', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const { doc, copied } = docCopying(true);
    expect(await copyText('02-123-4567', { clipboard: { writeText }, document: doc })).toBe(true);
    expect(copied).toEqual(['02-123-4567']);
    expect(document.querySelector('textarea')).toBeNull(); // removed again
    expect(document.activeElement).toBe(button);
  });

  it('uses the textarea where there is no Clipboard API (plain http)', async () => {
    const { doc, copied } = docCopying(true);
    expect(await copyText('abc', { clipboard: undefined, document: doc })).toBe(true);
    expect(copied).toEqual(['abc']);
  });

  it.each([
    ['execCommand answers false', false],
    ['execCommand throws', new Error('not supported')],
  ])('resolves false (never throws) when %s', async (_name, result) => {
    const { doc } = docCopying(result);
    expect(await copyText('abc', { document: doc })).toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('resolves false with neither a clipboard nor a document', async () => {
    expect(await copyText('abc', {})).toBe(false);
  });
});
