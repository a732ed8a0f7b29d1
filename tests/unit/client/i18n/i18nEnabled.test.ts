import { afterEach, describe, expect, it } from 'vitest';
import { config, profileHeader } from '../../../../runtime/client/generated/config.gen.ts';
import { messageOverridesOf, setMessageOverrides, t } from '../../../../runtime/client/i18n/index.ts';
import { createConsoleRuntime } from '../../../../runtime/client/runtime/index.ts';
import { fakeFetch } from '../fakes.ts';

// i18n.enabled: the message catalogue's overrides (i18n.messages) apply only when it is on.

afterEach(() => setMessageOverrides({}));

const messages = {
  'error.unauthorized': '접근 권한이 없습니다.',
  'transport.network': '네트워크를 확인하세요.',
};

describe('i18n.enabled', () => {
  it('on: the overrides replace the built-in Korean messages, in t() and in API errors', async () => {
    expect(messageOverridesOf({ enabled: true, messages })).toBe(messages);
    const f = fakeFetch({ 'POST /api/x': () => Promise.reject(new TypeError('Failed to fetch')) });
    const runtime = createConsoleRuntime(
      { ...config, i18n: { ...config.i18n, enabled: true, messages } },
      { profileHeader, fetch: f.fetch },
    );
    expect(t('error.unauthorized')).toBe('접근 권한이 없습니다.');
    await expect(runtime.api.call({ url: '/api/x', method: 'POST', retries: 0 })).rejects.toThrow(
      '네트워크를 확인하세요.',
    );
  });

  it('off: the built-in catalogue only, whatever i18n.messages says', async () => {
    expect(messageOverridesOf({ enabled: false, messages })).toEqual({});
    const f = fakeFetch({ 'POST /api/x': () => Promise.reject(new TypeError('Failed to fetch')) });
    const runtime = createConsoleRuntime(
      { ...config, i18n: { ...config.i18n, enabled: false, messages } },
      { profileHeader, fetch: f.fetch },
    );
    expect(t('error.unauthorized')).toBe('권한이 없습니다.');
    const error = await runtime.api
      .call({ url: '/api/x', method: 'POST', retries: 0 })
      .catch((e: Error) => e);
    expect((error as Error).message).not.toBe('네트워크를 확인하세요.');
  });
});
