// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('vitest setup (jsdom)', () => {
  it('stubs window.scrollTo', () => {
    expect(() => window.scrollTo(0, 100)).not.toThrow();
  });
  it('renders TSX with Testing Library', () => {
    render(<h1>로그인</h1>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('로그인');
  });
  it('cleans up between tests', () => {
    expect(document.body.innerHTML).toBe('');
  });
});
