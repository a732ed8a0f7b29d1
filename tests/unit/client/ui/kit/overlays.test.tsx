// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  Button,
  ImageWithFallback,
  Loader,
  Modal,
  NOT_FOUND_IMAGE,
  TextField,
  Tooltip,
} from '../../../../../runtime/client/ui/kit/index.ts';

function ModalHarness() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>등급 안내</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="회원 등급 산정 기간 및 혜택 안내"
        footer={
          <Button variant="primary" onClick={() => setOpen(false)}>
            확인
          </Button>
        }
      >
        <TextField label="메모" value={name} onChange={setName} />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, above a backdrop, with focus moved inside', () => {
    render(<ModalHarness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '등급 안내' }));
    const dialog = screen.getByRole('dialog', { name: '회원 등급 산정 기간 및 혜택 안내' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    const frame = dialog.parentElement as HTMLElement;
    const backdrop = frame.previousElementSibling as HTMLElement;
    expect(backdrop.style.zIndex).toBe('1000');
    expect(frame.style.zIndex).toBe('1100');
  });

  it('traps Tab and Shift+Tab inside the dialog', () => {
    render(<ModalHarness />);
    fireEvent.click(screen.getByRole('button', { name: '등급 안내' }));
    const close = screen.getByRole('button', { name: '닫기' });
    const ok = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
    fireEvent.keyDown(ok, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape and on 닫기, returning focus to the opener', () => {
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: '등급 안내' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('textbox', { name: '메모' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('Modal size', () => {
  it('is medium by default and adds c-modal--{size} for small and large', () => {
    const { rerender } = render(
      <Modal open onClose={() => {}} title="안내">
        본문
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: '안내' }).className).toBe('c-modal c-modal--medium');
    for (const size of ['small', 'large'] as const) {
      rerender(
        <Modal open onClose={() => {}} title="안내" size={size}>
          본문
        </Modal>,
      );
      expect(screen.getByRole('dialog', { name: '안내' }).classList.contains(`c-modal--${size}`)).toBe(true);
    }
  });
});

describe('Tooltip', () => {
  it('describes its trigger and shows on hover and on focus, above modals', () => {
    render(
      <Tooltip content="최근 1년 기준입니다.">
        <button type="button">도움말</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: '도움말' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(trigger);
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('최근 1년 기준입니다.');
    expect(tip.style.zIndex).toBe('1100');
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.mouseLeave(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(trigger);
    fireEvent.blur(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('Loader', () => {
  it('announces 불러오는 중입니다. politely', () => {
    render(<Loader />);
    expect(screen.getByRole('status').textContent).toBe('불러오는 중입니다.');
  });
});

describe('ImageWithFallback', () => {
  it('swaps to the bundled not-found picture on error and keeps its alt text', () => {
    render(<ImageWithFallback src="/missing.png" alt="매장 사진" />);
    const img = screen.getByRole<HTMLImageElement>('img', { name: '매장 사진' });
    expect(img.getAttribute('src')).toBe('/missing.png');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(NOT_FOUND_IMAGE);
    expect(NOT_FOUND_IMAGE.startsWith('data:image/svg+xml,')).toBe(true);
    expect(img.alt).toBe('매장 사진');
    // A broken fallback does not loop.
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(NOT_FOUND_IMAGE);
  });

  it('tries a new source again after a failure', () => {
    const { rerender } = render(<ImageWithFallback src="/a.png" alt="로고" />);
    fireEvent.error(screen.getByRole('img', { name: '로고' }));
    rerender(<ImageWithFallback src="/b.png" alt="로고" />);
    expect(screen.getByRole('img', { name: '로고' }).getAttribute('src')).toBe('/b.png');
  });
});
