// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuButton } from '../../../../../runtime/client/ui/kit/index.ts';

function renderMenu(chosen: string[], floating = false) {
  return render(
    <>
      <MenuButton label="⋯" ariaLabel="공지사항 즐겨찾기 관리" floating={floating}>
        {(close) =>
          ['위로', '아래로', '삭제'].map((name) => (
            <button
              key={name}
              type="button"
              role="menuitem"
              disabled={name === '아래로'}
              onClick={() => {
                close();
                chosen.push(name);
              }}
            >
              {name}
            </button>
          ))
        }
      </MenuButton>
      <p>바깥</p>
    </>,
  );
}

describe('MenuButton (the WAI-ARIA menu button)', () => {
  it('opens a named menu with focus on its first item; ↓ and ↑ skip disabled items and wrap; Escape gives focus back', () => {
    renderMenu([]);
    const toggle = screen.getByRole('button', { name: '공지사항 즐겨찾기 관리' });
    expect(toggle.getAttribute('aria-haspopup')).toBe('menu');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: '공지사항 즐겨찾기 관리' });
    expect(document.activeElement?.textContent).toBe('위로');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('삭제');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('위로');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('삭제');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('runs a chosen item and closes; a click elsewhere closes without choosing', () => {
    const chosen: string[] = [];
    renderMenu(chosen);
    const toggle = screen.getByRole('button', { name: '공지사항 즐겨찾기 관리' });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('menuitem', { name: '삭제' }));
    expect(chosen).toEqual(['삭제']);
    expect(screen.queryByRole('menu')).toBeNull();
    // Focus goes back to the button before the item's work runs (a dialog it opens returns there).
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByText('바깥'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(chosen).toEqual(['삭제']);
  });

  it("a floating menu (a grid row's ⋯) is placed first, then gives focus to its first item", () => {
    renderMenu([], true);
    const toggle = screen.getByRole('button', { name: '공지사항 즐겨찾기 관리' });
    fireEvent.click(toggle);
    const menu = screen.getByRole('menu', { name: '공지사항 즐겨찾기 관리' });
    expect(menu.style.position).toBe('fixed');
    expect(menu.style.visibility).not.toBe('hidden');
    expect(document.activeElement?.textContent).toBe('위로');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(document.activeElement).toBe(toggle);
  });
});
