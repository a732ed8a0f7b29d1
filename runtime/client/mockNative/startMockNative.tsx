import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ClientConfig } from '../../../schemas/index.ts';
import type { MockNativePlatform } from '../../core/bridge/index.ts';
import type { BridgeWindow } from '../bridge/index.ts';
import { bridgeSamples } from '../generated/bridge.gen.ts';
import { t } from '../i18n/index.ts';
import type { ConsoleRuntime } from '../runtime/index.ts';
import { createMockNativeHost, type MockNativeHost } from './createMockNativeHost.ts';
import { MockNativePanel } from './MockNativePanel.tsx';

/**
 * The mock native host of a page (main.tsx imports this chunk only for `?native=ios|android` in a
 * dev or qa build): installs the fake app now, before the runtime makes its bridge; `mount` shows
 * the panel once the runtime exists.
 */
export function startMockNative(
  platform: MockNativePlatform,
  config: ClientConfig,
  win: Window = window,
): { host: MockNativeHost; mount(runtime: ConsoleRuntime): void } {
  // The app's toasts show in the page's dialog queue, which exists once the runtime is mounted; one
  // sent before that waits for it.
  const early: string[] = [];
  let showToast: ((message: string) => void) | undefined;
  const toast = (message: string) => {
    if (showToast) showToast(message);
    else early.push(message);
  };
  const host = createMockNativeHost({
    window: win as unknown as BridgeWindow,
    platform,
    userAgentPattern: config.mobile.hybrid.userAgentPattern,
    ids: config.interfaces.definitions.map((d) => d.id),
    samples: bridgeSamples,
    onToast: (message) => toast(t('mockNative.toast', { message })),
  });
  return {
    host,
    mount(runtime) {
      showToast = (message) => void runtime.dialogs.toast(message);
      for (const message of early.splice(0)) showToast(message);
      const el = win.document.createElement('div');
      win.document.body.append(el);
      const definitions = () => Object.values(runtime.initialData.interfaces.all());
      const listening = () => runtime.bridge.listening();
      createRoot(el).render(
        <StrictMode>
          <MockNativePanel host={host} definitions={definitions} listening={listening} />
        </StrictMode>,
      );
    },
  };
}
