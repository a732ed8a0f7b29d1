import { describe, expect, it, vi } from 'vitest';
import {
  type ConsoleEventTargets,
  createSessionEvents,
  type EventChannelLike,
  type EventStream,
  handleConsoleEvent,
  type LockManagerLike,
  type StreamEvent,
} from '../../../../runtime/client/events/index.ts';

/** Web Locks of one browser: a name is held by one tab at a time, the next waits in order. */
function fakeLocks() {
  const queues = new Map<string, (() => Promise<void>)[]>();
  const run = (name: string) => {
    const queue = queues.get(name)!;
    const head = queue[0];
    if (!head) return;
    void head().then(() => {
      queue.shift();
      run(name);
    });
  };
  const locks: LockManagerLike = {
    request(name, callback) {
      const queue = queues.get(name) ?? [];
      queues.set(name, queue);
      queue.push(callback);
      if (queue.length === 1) run(name);
      return Promise.resolve();
    },
  };
  return locks;
}

/** BroadcastChannels of one browser: a message reaches every other channel of the same name. */
function fakeChannels() {
  const open = new Set<{ name: string; listeners: ((e: { data: unknown }) => void)[]; closed: boolean }>();
  return (name: string): EventChannelLike => {
    const me = { name, listeners: [] as ((e: { data: unknown }) => void)[], closed: false };
    open.add(me);
    return {
      postMessage(data) {
        for (const other of open) {
          if (other !== me && other.name === name && !other.closed)
            for (const l of other.listeners) l({ data });
        }
      },
      addEventListener: (_type, listener) => me.listeners.push(listener),
      close() {
        me.closed = true;
        open.delete(me);
      },
    };
  };
}

interface FakeStream extends EventStream {
  emit(event: StreamEvent): void;
  lastEventIdAtOpen: string | undefined;
}

function tab(locks: LockManagerLike, openChannel: (name: string) => EventChannelLike) {
  const heard: StreamEvent[] = [];
  const streams: FakeStream[] = [];
  const events = createSessionEvents({
    locks,
    openChannel,
    onEvent: (e) => heard.push(e),
    openStream(handlers) {
      let state: EventStream['state'] = 'idle';
      const stream: FakeStream = {
        lastEventIdAtOpen: handlers.lastEventId,
        start: () => {
          state = 'open';
        },
        stop: () => {
          state = 'idle';
        },
        get state() {
          return state;
        },
        lastEventId: undefined,
        emit: (e) => handlers.onEvent(e),
      };
      streams.push(stream);
      return stream;
    },
  });
  return { events, heard, streams };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('one event stream per session and browser', () => {
  it('is held by one tab, which relays each event to the others; another takes over, resuming', async () => {
    const locks = fakeLocks();
    const channels = fakeChannels();
    const a = tab(locks, channels);
    const b = tab(locks, channels);
    a.events.start('proc-1');
    b.events.start('proc-1');
    await flush();
    expect(a.streams).toHaveLength(1);
    expect(b.streams).toHaveLength(0);
    a.streams[0]!.emit({ type: 'notice', data: '{"message":"점검"}', id: '5' });
    expect(a.heard.map((e) => e.id)).toEqual(['5']);
    expect(b.heard.map((e) => e.id)).toEqual(['5']);

    a.events.stop(); // the tab closes or its session ends
    await flush();
    expect(a.streams[0]!.state).toBe('idle');
    expect(b.streams).toHaveLength(1);
    expect(b.streams[0]!.lastEventIdAtOpen).toBe('5');
  });

  it('keeps tabs of another session (another process id) apart', async () => {
    const locks = fakeLocks();
    const channels = fakeChannels();
    const a = tab(locks, channels);
    const b = tab(locks, channels);
    a.events.start('proc-1');
    b.events.start('proc-2');
    await flush();
    expect(a.streams).toHaveLength(1);
    expect(b.streams).toHaveLength(1);
    a.streams[0]!.emit({ type: 'session', data: '{"state":"duplicated"}', id: '9' });
    expect(b.heard).toEqual([]);
  });

  it('opens its own stream without Web Locks, and starting twice for one session is one stream', async () => {
    const heard: StreamEvent[] = [];
    const openStream = vi.fn(() => ({
      start: vi.fn(),
      stop: vi.fn(),
      state: 'idle' as const,
      lastEventId: undefined,
    }));
    const events = createSessionEvents({ openStream, onEvent: (e) => heard.push(e) });
    events.start('p');
    events.start('p');
    expect(openStream).toHaveBeenCalledTimes(1);
    events.stop();
    events.start('p');
    expect(openStream).toHaveBeenCalledTimes(2);
  });
});

describe('what each event does', () => {
  const targets = (): ConsoleEventTargets & { calls: unknown[][] } => {
    const calls: unknown[][] = [];
    return {
      calls,
      endSession: (r) => calls.push(['end', r]),
      refreshInitialData: () => calls.push(['refresh']),
      refreshAuthorities: () => calls.push(['authorities']),
      buildSeen: (id) => calls.push(['build', id]),
      notice: (m, f) => calls.push(['notice', m, f]),
    };
  };

  it('ends the session, refreshes the initial data and the authorities, notes the build, shows the notice', () => {
    const t = targets();
    handleConsoleEvent({ type: 'session', data: '{"state":"duplicated"}' }, t);
    handleConsoleEvent({ type: 'session', data: '{"state":"expired"}' }, t);
    handleConsoleEvent({ type: 'session', data: '{"state":"revoked"}' }, t);
    handleConsoleEvent({ type: 'initial-data', data: '{}' }, t);
    handleConsoleEvent({ type: 'authority', data: '{"roleId":"OPERATOR"}' }, t);
    handleConsoleEvent({ type: 'build', data: '{"buildId":"b2"}' }, t);
    handleConsoleEvent({ type: 'notice', data: '{"message":"점검 예정","from":"관리자"}' }, t);
    expect(t.calls).toEqual([
      ['end', 'duplicated'],
      ['end', 'expired'],
      ['end', 'revoked'],
      ['refresh'],
      ['authorities'],
      ['build', 'b2'],
      ['notice', '점검 예정', '관리자'],
    ]);
  });

  it('ignores unknown events and malformed data', () => {
    const t = targets();
    handleConsoleEvent({ type: 'session', data: '{"state":"whatever"}' }, t);
    handleConsoleEvent({ type: 'session', data: 'not json' }, t);
    handleConsoleEvent({ type: 'build', data: '{"buildId":3}' }, t);
    handleConsoleEvent({ type: 'notice', data: '{"message":"  "}' }, t);
    handleConsoleEvent({ type: 'other', data: '{}' }, t);
    expect(t.calls).toEqual([]);
  });
});
