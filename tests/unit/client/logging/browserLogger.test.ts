import { describe, expect, it, vi } from 'vitest';
import { createBrowserLogger, installGlobalErrorHandlers } from '../../../../runtime/client/logging/index.ts';
import { createLogger } from '../../../../runtime/core/logging/index.ts';
import type { ClientLogReport } from '../../../../schemas/api/clientLog.ts';

const fakeConsole = () => ({ error: vi.fn(), warn: vi.fn(), log: vi.fn(), info: vi.fn(), debug: vi.fn() });

describe('the logger of spec section 4’s levels', () => {
  it('writes the configured level and the more severe ones, nothing when disabled', () => {
    const written: string[] = [];
    const warn = createLogger({ level: 'warn', sink: (level) => written.push(level) });
    for (const m of ['fatal', 'error', 'warn', 'log', 'info', 'success', 'debug', 'trace'] as const)
      warn[m]('x');
    expect(written).toEqual(['fatal', 'error', 'warn']);
    expect(warn.enabled('info')).toBe(false);
    written.length = 0;
    const off = createLogger({ level: 'trace', disabled: true, sink: (level) => written.push(level) });
    off.error('x');
    expect(written).toEqual([]);
  });
});

describe('the browser logger', () => {
  it('writes to the console at logging.level, and logging.browser.disabled silences it', () => {
    const out = fakeConsole();
    const logger = createBrowserLogger({
      logging: { level: 'info', browser: { disabled: false } },
      console: out,
      newTranId: () => 'n',
    });
    logger.info('안내');
    logger.success('완료');
    logger.debug('자세히');
    expect(out.info.mock.calls).toEqual([['안내'], ['완료']]);
    expect(out.debug).not.toHaveBeenCalled();
    const quiet = fakeConsole();
    createBrowserLogger({
      logging: { level: 'trace', browser: { disabled: true } },
      console: quiet,
      newTranId: () => 'n',
    }).error('x');
    expect(quiet.error).not.toHaveBeenCalled();
  });

  it('reports an error to the server under the failed call’s transaction id, at most 10 a minute, never throwing', async () => {
    let now = 0;
    const sent: [ClientLogReport, string][] = [];
    const logger = createBrowserLogger({
      logging: { level: 'error', browser: { disabled: true } },
      console: fakeConsole(),
      newTranId: () => 'fresh',
      path: () => '/pubs/MI/users',
      clock: {
        now: () => now,
        setTimeout: vi.fn(),
        clearTimeout: vi.fn(),
        setInterval: vi.fn(),
        clearInterval: vi.fn(),
      },
      send: async (report, tranId) => {
        sent.push([report, tranId]);
        throw new Error('offline');
      },
    });
    const failedCall = Object.assign(new Error('조회 실패'), { name: 'ApiCallError', tranId: 'call-123' });
    expect(logger.report(failedCall)).toBe('call-123');
    expect(sent[0]?.[1]).toBe('call-123');
    expect(sent[0]?.[0]).toMatchObject({
      level: 'error',
      message: 'ApiCallError: 조회 실패',
      url: '/pubs/MI/users',
    });
    expect(sent[0]?.[0].stack).toContain('조회 실패');
    expect(logger.report('plain')).toBe('fresh');
    for (let i = 0; i < 20; i++) logger.report(new Error(`e${i}`));
    expect(sent).toHaveLength(10);
    now = 60_000;
    logger.report(new Error('later'));
    expect(sent).toHaveLength(11);
    await Promise.resolve();
  });
});

describe('application-level errors (spec section 8)', () => {
  it('log “시스템 오류가 발생하였습니다.” with the transaction id and go to the server; no message is shown', () => {
    const out = fakeConsole();
    const sent: string[] = [];
    const logger = createBrowserLogger({
      logging: { level: 'error', browser: { disabled: false } },
      console: out,
      newTranId: () => 'tran-9',
      send: async (report) => void sent.push(report.message),
    });
    const target = new EventTarget();
    const uninstall = installGlobalErrorHandlers(target, logger);
    const boom = new Error('boom');
    target.dispatchEvent(Object.assign(new Event('error'), { error: boom }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: 'lost promise' });
    target.dispatchEvent(rejection);
    expect(out.error.mock.calls).toEqual([
      ['시스템 오류가 발생하였습니다. 잠시 후 다시 시도해주세요.', '(tranId tran-9)', boom],
      ['시스템 오류가 발생하였습니다. 잠시 후 다시 시도해주세요.', '(tranId tran-9)', 'lost promise'],
    ]);
    expect(sent).toEqual(['Error: boom', 'lost promise']);
    uninstall();
    target.dispatchEvent(Object.assign(new Event('error'), { error: boom }));
    expect(sent).toHaveLength(2);
  });
});
