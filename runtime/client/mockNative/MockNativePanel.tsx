import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ClientInterfaceDefinition } from '../../../schemas/index.ts';
import { t } from '../i18n/index.ts';
import type { MockNativeEntry, MockNativeHost } from './createMockNativeHost.ts';
import './mockNativePanel.css';

const PLATFORM_NAMES = { ios: 'iOS', android: 'Android' } as const;

/** One inbound interface the panel can fire: an INBOUND definition, or an id listened to without one. */
interface Target {
  id: string;
  name?: string | undefined;
  defined: boolean;
}

/** INBOUND definitions, then the ids the page listens to that none defines (the app gets 5005). */
export function fireTargets(
  definitions: readonly ClientInterfaceDefinition[],
  listening: readonly string[],
): Target[] {
  const inbound = definitions.filter((d) => d.direction === 'INBOUND');
  const ids = new Set(inbound.map((d) => d.id));
  return [
    ...[...ids].sort().map((id) => ({ id, name: inbound.find((d) => d.id === id)?.name, defined: true })),
    ...listening.filter((id) => !ids.has(id)).map((id) => ({ id, defined: false })),
  ];
}

const line = (e: MockNativeEntry) =>
  `${e.direction === 'toApp' ? '→' : '←'} ${e.id} ${e.resCode ?? t('mockNative.noListener')}${e.resMessage ? ` ${e.resMessage}` : ''}`;

/**
 * The mock native host's floating panel: the inbound interfaces the app can call, each fired with a
 * valid or a stale token, and the log of calls and answers. Collapsed by default; the target list is
 * read again every second while open, as screens start and stop listening.
 */
export function MockNativePanel(props: {
  host: MockNativeHost;
  definitions: () => readonly ClientInterfaceDefinition[];
  listening: () => readonly string[];
}) {
  const { host } = props;
  const snap = useSnapshot(host.state);
  const [open, setOpen] = useState(false);
  const [targets, setTargets] = useState<Target[]>([]);
  const bodyId = useId();
  const title = t('mockNative.title', { platform: PLATFORM_NAMES[host.platform] });

  useEffect(() => {
    if (!open) return;
    const read = () => setTargets(fireTargets(props.definitions(), props.listening()));
    read();
    const timer = setInterval(read, 1000);
    return () => clearInterval(timer);
  }, [open, props.definitions, props.listening]);

  return (
    <section className="c-mock-native" aria-label={title}>
      <button
        type="button"
        className="c-btn c-btn--text c-btn--small"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        {title}
      </button>
      <div id={bodyId} hidden={!open}>
        <ul className="c-mock-native__list" aria-label={t('mockNative.inbound')}>
          {targets.map((target) => (
            <li key={target.id} className="c-mock-native__row">
              <span className="c-mock-native__id">
                {target.id}
                {target.name ? ` (${target.name})` : ''}
                {target.defined ? '' : ` ${t('mockNative.undefined')}`}
              </span>
              <button
                type="button"
                className="c-btn c-btn--secondary c-btn--small"
                aria-label={`${target.id} ${t('mockNative.fire')}`}
                onClick={() => void host.fire(target.id)}
              >
                {t('mockNative.fire')}
              </button>
              <button
                type="button"
                className="c-btn c-btn--tertiary c-btn--small"
                aria-label={`${target.id} ${t('mockNative.fireStale')}`}
                onClick={() => void host.fire(target.id, { staleToken: true })}
              >
                {t('mockNative.fireStale')}
              </button>
            </li>
          ))}
        </ul>
        <ol className="c-mock-native__log" aria-label={t('mockNative.log')} aria-live="polite">
          {snap.entries.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
            <li key={i}>{line(e)}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}
