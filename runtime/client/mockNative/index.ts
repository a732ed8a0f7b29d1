export type { MockNativeEntry, MockNativeHost, MockNativeHostOptions } from './createMockNativeHost.ts';
export { createMockNativeHost } from './createMockNativeHost.ts';
export { fireTargets, MockNativePanel } from './MockNativePanel.tsx';
export { startMockNative } from './startMockNative.tsx';
