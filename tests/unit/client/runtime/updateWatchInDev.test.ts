import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, profileHeader } from '../../../../runtime/client/generated/config.gen.ts';
import { createConsoleRuntime } from '../../../../runtime/client/runtime/index.ts';
import { BUILD_BASELINE_DELAY_MS } from '../../../../runtime/client/update/index.ts';
import { fakeFetch, json } from '../fakes.ts';

// New builds are watched through latest.json in a built console; `console dev` writes none (asking
// for it logged a 404 in the browser), and Vite reloads the page itself.

afterEach(() => {
  vi.useRealTimers();
});

describe('the new-build watcher', () => {
  it.each([
    [false, 1],
    [true, 0],
  ])('dev %s: reads latest.json %i time(s) after start', async (dev, reads) => {
    vi.useFakeTimers();
    const f = fakeFetch({ 'GET /latest.json': () => json({ buildId: 'b1' }) });
    const runtime = createConsoleRuntime(
      { ...config, auth: { ...config.auth, enabled: false } },
      { profileHeader, fetch: f.fetch, dev, storage: () => undefined },
    );
    const stop = runtime.start();
    await vi.advanceTimersByTimeAsync(BUILD_BASELINE_DELAY_MS + 10);
    stop();
    expect(f.requests.filter((r) => r.url === '/latest.json')).toHaveLength(reads);
  });
});
