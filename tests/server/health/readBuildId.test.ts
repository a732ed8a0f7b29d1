import { describe, expect, it } from 'vitest';
import { readBuildId } from '../../../runtime/server/health/index.ts';

/** A reader that knows one file; anything else is a test bug, so it throws loudly. */
function reader(path: string, text: string | Error) {
  return async (asked: string) => {
    if (asked !== path) throw new Error(`unexpected read of ${asked}`);
    if (text instanceof Error) throw text;
    return text;
  };
}

describe('readBuildId', () => {
  it('reads buildId from <clientDir>/build-meta.json', async () => {
    const read = reader('/dist/client/build-meta.json', '{"buildId":"b-1","routes":[]}');
    expect(await readBuildId('/dist/client', read)).toBe('b-1');
  });

  it('is null without a client folder, file, valid JSON or string field', async () => {
    expect(await readBuildId(undefined)).toBeNull();
    const path = '/c/build-meta.json';
    expect(
      await readBuildId('/c', reader(path, Object.assign(new Error('nope'), { code: 'ENOENT' }))),
    ).toBeNull();
    expect(await readBuildId('/c', reader(path, '{"buildId":'))).toBeNull();
    expect(await readBuildId('/c', reader(path, 'null'))).toBeNull();
    expect(await readBuildId('/c', reader(path, '{"buildId":42}'))).toBeNull();
    expect(await readBuildId('/c', reader(path, '{"buildId":""}'))).toBeNull();
  });
});
