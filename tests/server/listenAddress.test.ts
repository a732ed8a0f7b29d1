import { describe, expect, it } from 'vitest';
import { listenAddress } from '../../runtime/server/listenAddress.ts';

const server = { host: '127.0.0.1', port: 3000 };

describe('listenAddress', () => {
  it('takes the flag, else HOST/PORT, else the config; an empty value counts as unset', () => {
    expect(listenAddress(server, {})).toEqual({ host: '127.0.0.1', port: 3000 });
    expect(listenAddress(server, { HOST: '', PORT: '' })).toEqual({ host: '127.0.0.1', port: 3000 });
    expect(listenAddress(server, { HOST: '0.0.0.0', PORT: '39000' })).toEqual({
      host: '0.0.0.0',
      port: 39000,
    });
    expect(listenAddress(server, { HOST: '0.0.0.0', PORT: '39000' }, { host: '::1', port: '0' })).toEqual({
      host: '::1',
      port: 0,
    });
  });

  it.each([['80a'], ['-1'], ['65536'], ['3.5'], ['0x50']])(
    'refuses PORT=%s in Korean, naming where it came from',
    (value) => {
      expect(listenAddress(server, { PORT: value })).toEqual({
        error: `PORT 값이 올바르지 않습니다: "${value}" (0부터 65535 사이의 정수를 지정하세요)`,
      });
      expect(listenAddress(server, {}, { port: value })).toEqual({
        error: `--port 값이 올바르지 않습니다: "${value}" (0부터 65535 사이의 정수를 지정하세요)`,
      });
    },
  );
});
