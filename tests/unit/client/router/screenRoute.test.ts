import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import {
  ROUTE_CHUNK_CONCURRENCY,
  routeChunkQueue,
  screenRoute,
} from '../../../../runtime/client/router/screenRoute.ts';

// The prefetch policy: however many links are hovered, at most four screen chunks load at once.

describe('screen chunk loads', () => {
  it('run at most four at a time, the others as slots free up', async () => {
    let running = 0;
    let most = 0;
    const finish: (() => void)[] = [];
    const routes = Array.from({ length: 7 }, (_, i) =>
      screenRoute(
        `/s${i}`,
        { path: `/s${i}`, title: `S${i}`, layout: 'default', auth: false, roles: [] },
        () => {
          running++;
          most = Math.max(most, running);
          return new Promise<{ default: ComponentType }>((resolve) => {
            finish.push(() => {
              running--;
              resolve({ default: () => null });
            });
          });
        },
      ),
    );
    const preloads = routes.map((r) =>
      (r.options.component as unknown as { preload: () => Promise<void> }).preload(),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(ROUTE_CHUNK_CONCURRENCY).toBe(4);
    expect(running).toBe(4);
    expect(routeChunkQueue.pending).toBe(3);
    while (finish.length) {
      finish.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    await Promise.all(preloads);
    expect(most).toBe(4);
    expect(routeChunkQueue.active).toBe(0);
  });
});
