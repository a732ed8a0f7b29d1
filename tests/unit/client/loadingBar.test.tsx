// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from '../../../runtime/client/ui/loading/index.ts';
import { newTestRuntime, runtimeWrapper } from './support/testRuntime.ts';

// The page's loading store: the runtime's, which the bar reads through its provider.
const runtime = newTestRuntime();
const loadingState = runtime.loading;
const wrapper = runtimeWrapper(runtime);

afterEach(() => {
  vi.useRealTimers();
  loadingState.count = 0;
});

describe('LoadingBar', () => {
  it('shows while API calls are in flight and hides 500 ms after they finish', async () => {
    vi.useFakeTimers();
    render(<LoadingBar />, { wrapper });
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar.getAttribute('aria-busy')).toBe('false');
    await act(async () => {
      loadingState.count = 1;
    });
    expect(bar.getAttribute('aria-busy')).toBe('true');
    expect(bar.className).toContain('is-visible');
    await act(async () => {
      loadingState.count = 0;
    });
    expect(bar.getAttribute('aria-busy')).toBe('false');
    await act(async () => {
      vi.advanceTimersByTime(499);
    });
    expect(bar.className).toContain('is-visible');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(bar.className).not.toContain('is-visible');
    expect(bar.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows while the router loads a page, and hides 500 ms after', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<LoadingBar routing />, { wrapper });
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar.getAttribute('aria-busy')).toBe('true');
    expect(bar.className).toContain('is-visible');
    rerender(<LoadingBar routing={false} />);
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(bar.className).not.toContain('is-visible');
  });
});
