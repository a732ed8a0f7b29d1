// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../../../runtime/client/ui/kit/index.ts';

describe('Button', () => {
  it('is a plain button by default, so it does not submit the surrounding form', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>저장</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: '저장' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked to and shows its variant', () => {
    render(
      <Button type="submit" variant="primary">
        조회
      </Button>,
    );
    const button = screen.getByRole('button', { name: '조회' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toContain('c-btn--primary');
  });

  it('keeps its accessible name to the label when it has an icon', () => {
    render(
      <Button variant="tertiary" icon={<svg />}>
        삭제
      </Button>,
    );
    expect(screen.getByRole('button', { name: '삭제' }).className).toContain('c-btn--tertiary');
  });

  it('is busy: aria-busy and aria-disabled set, clicks ignored, still focusable', () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        저장 중
      </Button>,
    );
    const button = screen.getByRole('button', { name: '저장 중' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // Not disabled: focus stays on it (a popup it opened gives the focus back).
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is disabled without being busy', () => {
    render(
      <Button variant="text" disabled>
        취소
      </Button>,
    );
    const button = screen.getByRole('button', { name: '취소' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});
