import { describe, expect, it } from 'vitest';
import {
  createApiClient,
  type TusResponseLike,
  type TusUploadConstructor,
} from '../../../../runtime/client/api/index.ts';
import { createMemoryTokenStore } from '../../../../runtime/client/session/index.ts';
import { aesEcbEncrypt } from '../../../../runtime/core/crypto/index.ts';
import { fakeFetch, testConfig } from '../fakes.ts';

// Large files go up through tus (tus-js-client, injected here as a fake Upload).

const config = testConfig({});
type Options = ConstructorParameters<TusUploadConstructor>[1];

/** A fake tus Upload: records what it was given and lets the test answer. */
class FakeUpload {
  static last: FakeUpload;
  starts = 0;
  aborted: boolean | undefined;
  resumedFrom: unknown;
  previous: unknown[] = [];
  constructor(
    readonly file: File,
    readonly options: Options,
  ) {
    FakeUpload.last = this;
  }
  start() {
    this.starts++;
  }
  async abort(terminate?: boolean) {
    this.aborted = terminate;
  }
  async findPreviousUploads() {
    return this.previous;
  }
  resumeFromPreviousUpload(previous: unknown) {
    this.resumedFrom = previous;
  }
}

const response = (status: number, body: unknown, headers: Record<string, string> = {}): TusResponseLike => ({
  getStatus: () => status,
  getHeader: (n) => headers[n],
  getBody: () => JSON.stringify(body),
});

function client() {
  const tokens = createMemoryTokenStore({ accessToken: 'acc' });
  const api = createApiClient({
    config,
    profileHeader: aesEcbEncrypt(config.app.profile, config.api.secret),
    fetch: fakeFetch({}).fetch,
    tokens,
    tusUpload: FakeUpload as unknown as TusUploadConstructor,
    newTranId: () => 'tran-1',
  });
  return { api, tokens };
}

const file = new File([new Uint8Array(10)], '대용량 보고서.pdf', { type: 'application/pdf' });
const started = async () => {
  await new Promise((r) => setTimeout(r, 0));
  return FakeUpload.last;
};

describe('api.uploadResumable', () => {
  it('creates the upload with its group, set and chunk size, sends the API headers and resolves with the envelope', async () => {
    const { api, tokens } = client();
    const progress: unknown[] = [];
    const p = api.uploadResumable({
      file,
      fileGrpId: 'DEFAULT',
      fileId: 'F1',
      chunkSize: 1024,
      owner: 'staff',
      onProgress: (e) => progress.push(e),
    });
    const up = await started();
    expect(up.starts).toBe(1);
    expect(up.options).toMatchObject({
      endpoint: '/api/file/tus',
      chunkSize: 1024,
      metadata: {
        filename: '대용량 보고서.pdf',
        filetype: 'application/pdf',
        fileGrpId: 'DEFAULT',
        fileId: 'F1',
      },
    });
    expect(await up.options.fingerprint(file)).toContain('staff|DEFAULT|F1|대용량 보고서.pdf');
    const headers: Record<string, string> = {};
    up.options.onBeforeRequest({ setHeader: (n, v) => (headers[n] = v) });
    expect(headers).toMatchObject({ 'X-Access-Token': 'acc', 'X-Tran-Id': 'tran-1' });
    expect(headers.Accept).toBeUndefined();
    up.options.onAfterResponse({}, response(204, '', { 'X-Access-Token': 'renewed' }));
    expect(tokens.read().accessToken).toBe('renewed');
    up.options.onProgress(5, 10);
    expect(progress).toEqual([{ loaded: 5, total: 10, percent: 50 }]);
    up.options.onSuccess({
      lastResponse: response(200, { resultCode: '0000', resultMessage: '정상', body: { fileId: 'F1' } }),
    });
    await expect(p).resolves.toMatchObject({ body: { fileId: 'F1' } });
  });

  it("rejects with the server's Korean refusal", async () => {
    const { api } = client();
    const p = api.uploadResumable({ file, fileGrpId: 'DEFAULT' });
    const up = await started();
    const refusal = {
      resultCode: 'ustra.file.fileLimitExceeded',
      resultMessage: '허용된 파일 크기를 초과하였습니다: a. 최대 업로드 가능한 크기는 "10.00 MB" 입니다.',
      body: null,
    };
    up.options.onError(Object.assign(new Error('tus'), { originalResponse: response(413, refusal) }));
    await expect(p).rejects.toMatchObject({ message: refusal.resultMessage });
  });

  it('waits while offline and resumes when back online', async () => {
    const { api } = client();
    let online = false;
    let resume: (() => void) | undefined;
    const p = api.uploadResumable({
      file,
      fileGrpId: 'DEFAULT',
      online: { isOnline: () => online, whenOnline: (r) => (resume = r) },
    });
    const up = await started();
    up.options.onError(Object.assign(new Error('network'), { originalResponse: null }));
    expect(up.starts).toBe(1);
    online = true;
    resume?.();
    expect(up.starts).toBe(2);
    up.options.onSuccess({
      lastResponse: response(200, { resultCode: '0000', resultMessage: '', body: { fileId: 'F9' } }),
    });
    await expect(p).resolves.toMatchObject({ body: { fileId: 'F9' } });
  });

  it('resumes an upload a reload left, and a cancel deletes the upload on the server', async () => {
    const { api } = client();
    const controller = new AbortController();
    FakeUpload.prototype.findPreviousUploads = async () => [{ uploadUrl: '/api/file/tus/abc' }];
    const p = api.uploadResumable({ file, fileGrpId: 'DEFAULT', signal: controller.signal });
    const up = await started();
    expect(up.resumedFrom).toEqual({ uploadUrl: '/api/file/tus/abc' });
    controller.abort();
    await expect(p).rejects.toMatchObject({ kind: 'cancelled' });
    expect(up.aborted).toBe(true);
  });
});
