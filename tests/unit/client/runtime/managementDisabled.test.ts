import { describe, expect, it } from 'vitest';
import { config, profileHeader } from '../../../../runtime/client/generated/config.gen.ts';
import { createConsoleRuntime } from '../../../../runtime/client/runtime/index.ts';
import { fakeFetch } from '../fakes.ts';

// management.enabled off in the browser: the server registers no management API, so the page asks
// it nothing: no initial-data call (the config's interface definitions only), no event stream.

describe('management.enabled: false', () => {
  it('loads empty initial data without a call, keeps the config’s interface definitions, opens no stream', async () => {
    const f = fakeFetch({});
    const runtime = createConsoleRuntime(
      {
        ...config,
        management: { ...config.management, enabled: false },
        interfaces: {
          ...config.interfaces,
          definitions: [{ ...config.interfaces.definitions[0]!, id: 'only-here' }],
        },
      },
      { profileHeader, fetch: f.fetch },
    );
    await runtime.initialData.require();
    const initialData = runtime.initialData.state;
    expect(initialData.status).toBe('ready');
    expect(initialData.data?.menus).toEqual([]);
    expect(runtime.initialData.interfaces.get('only-here')?.id).toBe('only-here');
    const stop = runtime.start();
    await new Promise((r) => setTimeout(r, 50));
    expect(f.requests).toEqual([]);
    stop();
  });
});
