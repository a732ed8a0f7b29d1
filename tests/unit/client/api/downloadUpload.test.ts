import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiClientOptions,
  cancelDownloads,
  createApiClient,
  createDownloadProgressState,
  createDownloadProgressTracker,
  createLoadingState,
  createLoadingTracker,
  uploadForm,
} from '../../../../runtime/client/api/index.ts';
import { createMemoryTokenStore } from '../../../../runtime/client/session/index.ts';
import { aesEcbEncrypt } from '../../../../runtime/core/crypto/index.ts';
import { envelope, fakeFetch, hang, type Route, testConfig } from '../fakes.ts';

const config = testConfig({ api: { taskQueue: { concurrency: 3, delayMs: 0 } } });

function client(routes: Record<string, Route>, over: Partial<ApiClientOptions> = {}) {
  const f = fakeFetch(routes);
  const saved: { name: string; text: Promise<string> }[] = [];
  const progress = createDownloadProgressState();
  const api = createApiClient({
    config,
    profileHeader: aesEcbEncrypt(config.app.profile, config.api.secret),
    fetch: f.fetch,
    tokens: createMemoryTokenStore({ accessToken: 'acc' }),
    loading: createLoadingTracker(createLoadingState()),
    downloadProgress: createDownloadProgressTracker(progress),
    saveBlob: (blob, name) => saved.push({ name, text: blob.text() }),
    ...over,
  });
  return { api, requests: f.requests, saved, progress };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('api.download', () => {
  it('GETs with the query and saves the blob under the file name', async () => {
    const { api, requests, saved } = client({
      'GET /api/file/attach': () =>
        new Response('file-content', {
          headers: { 'content-type': 'application/octet-stream', 'content-length': '12' },
        }),
    });
    const result = await api.download({
      url: '/api/file/attach',
      query: { fileId: 'F1', fileNo: 1 },
      fileName: '보고서.pdf',
    });
    expect(requests[0]?.url).toBe('/api/file/attach?fileId=F1&fileNo=1');
    expect(requests[0]?.headers.get('X-Access-Token')).toBe('acc');
    expect(result.fileName).toBe('보고서.pdf');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('보고서.pdf');
    expect(await saved[0]?.text).toBe('file-content');
  });

  it('takes the Content-Disposition name when none is given', async () => {
    const { api, saved } = client({
      'GET /f': () =>
        new Response('x', {
          headers: {
            'content-type': 'text/plain',
            'content-disposition': `attachment; filename*=UTF-8''%ED%8C%8C%EC%9D%BC.txt`,
          },
        }),
    });
    await api.download({ url: '/f' });
    expect(saved[0]?.name).toBe('파일.txt');
  });

  it('a JSON answer whose resultCode is not 0000 fails with the server message and saves nothing', async () => {
    const { api, saved } = client({
      'GET /f': () =>
        envelope('ustra.file.cannotFoundFile', null, { resultMessage: '파일을 찾을 수 없습니다.' }),
      'GET /g': () =>
        envelope('ustra.file.cannotFoundFile', null, {
          status: 404,
          resultMessage: '파일을 찾을 수 없습니다.',
        }),
    });
    await expect(api.download({ url: '/f', fileName: 'a' })).rejects.toMatchObject({
      kind: 'result',
      resultCode: 'ustra.file.cannotFoundFile',
      message: '파일을 찾을 수 없습니다.',
    });
    await expect(api.download({ url: '/g', fileName: 'a' })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
    expect(saved).toHaveLength(0);
  });

  it('a non-2xx binary answer fails with the download-failure message', async () => {
    const { api } = client({
      'GET /f': () => new Response('nope', { status: 404, headers: { 'content-type': 'text/plain' } }),
    });
    await expect(api.download({ url: '/f' })).rejects.toMatchObject({
      kind: 'http',
      message: '파일 다운로드 중 오류가 발생하였습니다.',
    });
  });

  it('uses the 60 s download timeout', async () => {
    vi.useFakeTimers();
    const { api } = client({ 'GET /f': hang });
    const p = api.download({ url: '/f' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    let done = false;
    void p.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await p).toMatchObject({ kind: 'timeout' });
  });

  it('shows progress and hides it 1 s after completion', async () => {
    vi.useFakeTimers();
    const { api, progress } = client({
      'GET /f': () =>
        new Response('0123456789', {
          headers: { 'content-type': 'application/octet-stream', 'content-length': '10' },
        }),
    });
    const p = api.download({ url: '/f', fileName: 'f' });
    expect(progress.visible).toBe(true);
    await p;
    expect(progress).toMatchObject({ active: 0, loaded: 10, total: 10, percent: 100, visible: true });
    await vi.advanceTimersByTimeAsync(999);
    expect(progress.visible).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(progress.visible).toBe(false);
  });

  it("stops when the bar's 취소 is pressed: cancelled, nothing saved, the bar can hide", async () => {
    const { api, progress, saved } = client({ 'GET /big': hang });
    const p = api.download({ url: '/big', fileName: 'big.bin' });
    await vi.waitFor(() => expect(progress.cancellable).toBe(true));
    cancelDownloads(progress);
    await expect(p).rejects.toMatchObject({ kind: 'cancelled' });
    expect(saved).toHaveLength(0);
    expect(progress).toMatchObject({ active: 0, cancellable: false });
  });
});

class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  timeout = -1;
  sent: FormData | undefined;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, data: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(data);
    this.onload?.();
  }
}

describe('api.upload', () => {
  it('posts multipart through XHR with headers, progress and no timeout', async () => {
    const { api } = client({}, { createXhr: () => new FakeXhr() as unknown as XMLHttpRequest });
    const progress: unknown[] = [];
    const p = api.upload<{ fileId: string }>({
      url: '/api/file/upload',
      fields: { fileGrpId: 'G1', fileId: undefined },
      files: [new File(['abc'], '문서.txt', { type: 'text/plain' })],
      onProgress: (e) => progress.push(e),
    });
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no xhr');
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/file/upload');
    expect(xhr.timeout).toBe(0);
    expect(xhr.headers['X-Tran-Id']).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(xhr.headers['X-Access-Token']).toBe('acc');
    expect(xhr.sent?.get('fileGrpId')).toBe('G1');
    expect(xhr.sent?.has('fileId')).toBe(false);
    expect((xhr.sent?.get('file-1') as File | undefined)?.name).toBe('문서.txt');
    xhr.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true } as ProgressEvent);
    xhr.answer(200, { resultCode: '0000', resultMessage: '정상', body: { fileId: 'F9' } });
    await expect(p).resolves.toMatchObject({ body: { fileId: 'F9' } });
    expect(progress).toEqual([{ loaded: 50, total: 200, percent: 25 }]);
  });

  it('rejects a failed result and a cancelled upload', async () => {
    const { api } = client({}, { createXhr: () => new FakeXhr() as unknown as XMLHttpRequest });
    const p = api.upload({ url: '/u', files: { attachment: new Blob(['x']) } });
    FakeXhr.last?.answer(200, {
      resultCode: 'ustra.file.fileLimitExceeded',
      resultMessage: '크기 초과',
      body: null,
    });
    await expect(p).rejects.toMatchObject({ kind: 'result', message: '크기 초과' });
    const controller = new AbortController();
    const q = api.upload({ url: '/u', files: [new Blob(['x'])], signal: controller.signal });
    controller.abort();
    await expect(q).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('uploadForm names list files file-1, file-2', () => {
    const form = uploadForm({ files: [new Blob(['a']), new Blob(['b'])], fields: { n: 1, b: false } });
    expect([...form.keys()]).toEqual(['n', 'b', 'file-1', 'file-2']);
  });
});
