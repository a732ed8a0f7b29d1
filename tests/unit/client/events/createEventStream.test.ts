import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createEventStream,
  type EventStreamError,
  type StreamEvent,
} from '../../../../runtime/client/events/createEventStream.ts';

/** A server the test drives: each connection's request, and a way to write to or end its body. */
function fakeServer(answer?: (url: string) => Response | undefined) {
  // `answer` may throw: a network failure (fetch rejects).
  const connections: {
    url: string;
    headers: Record<string, string>;
    at: number;
    write(text: string): void;
    end(): void;
  }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const given = answer?.(String(url));
    if (given) return given;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    init?.signal?.addEventListener('abort', () => {
      try {
        controller.error(new DOMException('aborted', 'AbortError'));
      } catch {
        // already closed
      }
    });
    const encoder = new TextEncoder();
    connections.push({
      url: String(url),
      headers: init?.headers as Record<string, string>,
      at: Date.now(),
      write: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    return new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, connections, calls: fetch };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the event-stream client', () => {
  it('delivers named events with their ids, and sends the session headers', async () => {
    const server = fakeServer();
    const events: StreamEvent[] = [];
    const stream = createEventStream({
      url: '/api/events',
      fetch: server.fetch,
      headers: () => ({ 'x-access-token': 'T' }),
      onEvent: (e) => events.push(e),
    });
    stream.start();
    await settle();
    expect(stream.state).toBe('open');
    expect(server.connections[0]!.headers).toMatchObject({
      Accept: 'text/event-stream',
      'x-access-token': 'T',
    });
    server.connections[0]!.write('retry: 1000\n\nevent: build\ndata: {"buildId":"b1"}\n\n');
    server.connections[0]!.write('id: 41\nevent: notice\ndata: {"message":"안녕"}\n\nid: 42\nevent: sess');
    server.connections[0]!.write('ion\ndata: {"state":"duplicated"}\n\n');
    await settle();
    expect(events).toEqual([
      { type: 'build', data: '{"buildId":"b1"}', id: undefined },
      { type: 'notice', data: '{"message":"안녕"}', id: '41' },
      { type: 'session', data: '{"state":"duplicated"}', id: '42' },
    ]);
    expect(stream.lastEventId).toBe('42');
    stream.stop();
  });

  it('reconnects 1 s after the connection drops, resuming with lastEventId, and backs off while it fails', async () => {
    let failing = false;
    const server = fakeServer(() => {
      if (failing) throw new TypeError('Failed to fetch');
      return undefined;
    });
    const stream = createEventStream({ url: '/api/events', fetch: server.fetch, onEvent: () => {} });
    stream.start();
    await settle();
    server.connections[0]!.write('id: 7\ndata: x\n\n');
    await settle();
    failing = true;
    server.connections[0]!.end();
    await settle();
    expect(stream.state).toBe('waiting');
    const at = (n: number) => server.calls.mock.calls.length >= n;
    await vi.advanceTimersByTimeAsync(999);
    expect(at(2)).toBe(false);
    await vi.advanceTimersByTimeAsync(1); // 1000 ms: second attempt (fails)
    expect(server.calls.mock.calls[1]![0]).toBe('/api/events?lastEventId=7');
    await vi.advanceTimersByTimeAsync(1999);
    expect(at(3)).toBe(false);
    await vi.advanceTimersByTimeAsync(1); // then 2000 ms
    expect(at(3)).toBe(true);
    failing = false;
    await vi.advanceTimersByTimeAsync(4000); // then 4000 ms: connects
    expect(stream.state).toBe('open');
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]!.url).toBe('/api/events?lastEventId=7');
    stream.stop();
  });

  it('takes a connection that sends nothing for 45 s (not even a comment) as dead', async () => {
    const server = fakeServer();
    const stream = createEventStream({ url: '/e', fetch: server.fetch, onEvent: () => {} });
    stream.start();
    await settle();
    await vi.advanceTimersByTimeAsync(30_000);
    server.connections[0]!.write(': ping\n\n');
    await vi.advanceTimersByTimeAsync(44_000);
    expect(server.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000); // 45 s of silence
    expect(stream.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.connections).toHaveLength(2);
    stream.stop();
  });

  it('waits what the server says in retry:', async () => {
    const server = fakeServer();
    const stream = createEventStream({ url: '/e', fetch: server.fetch, onEvent: () => {} });
    stream.start();
    await settle();
    server.connections[0]!.write('retry: 5000\n\n');
    await settle();
    server.connections[0]!.end();
    await vi.advanceTimersByTimeAsync(4999);
    expect(server.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.connections).toHaveLength(2);
    stream.stop();
  });

  it('stops with an error event on a non-200 answer or another content type (spec section 8)', async () => {
    for (const answer of [
      new Response('{"resultCode":"FS10"}', { status: 401, headers: { 'content-type': 'application/json' } }),
      new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ]) {
      const errors: EventStreamError[] = [];
      const server = fakeServer(() => answer);
      const stream = createEventStream({
        url: '/e',
        fetch: server.fetch,
        onEvent: () => {},
        onError: (e) => errors.push(e),
      });
      stream.start();
      await settle();
      expect(stream.state).toBe('closed');
      expect(errors).toEqual([{ status: answer.status, contentType: answer.headers.get('content-type') }]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(server.calls).toHaveBeenCalledTimes(1);
    }
  });

  it('after stop(), nothing more is delivered and no reconnect happens', async () => {
    const server = fakeServer();
    const events: StreamEvent[] = [];
    const stream = createEventStream({ url: '/e', fetch: server.fetch, onEvent: (e) => events.push(e) });
    stream.start();
    await settle();
    stream.stop();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(server.calls).toHaveBeenCalledTimes(1);
    expect(events).toEqual([]);
    expect(stream.state).toBe('idle');
  });
});
