import { useEffect, useState } from 'react';
import { useConsoleRuntime } from '../../runtime/client/index.ts';

const PLATFORMS = { ios: 'iOS 앱', android: 'Android 앱' } as const;

/**
 * /docs/bridge: every static bridge of `runtime.bridge` (화면 준비 알림, 토스트, 앱 시각, 저장소), one
 * declared OUTBOUND interface (`device-info`) and two inbound interfaces the app can call
 * (`push-received`, `member-card`, login only). Outside the app each static bridge shows its fallback;
 * `?native=android|ios` puts the page in the mock native host (dev and qa builds).
 */
export default function BridgeDemo() {
  const { bridge } = useConsoleRuntime();
  const [log, setLog] = useState<string[]>([]);
  const [pushes, setPushes] = useState<string[]>([]);
  const say = (line: string) => setLog((l) => [...l, line]);

  useEffect(() => {
    // Typed by the definition's schemas (runtime/client/generated/bridge.gen.ts): `data.title` is a
    // string, and the listener must return `{ shown: boolean }`.
    const offPush = bridge.listen('push-received', (data) => {
      setPushes((p) => [...p, String(data?.title ?? '')]);
      return { shown: true };
    });
    const offCard = bridge.listen('member-card', () => ({ cardNo: '1234-5678' }));
    // @ts-expect-error: console.config.yaml defines no such INBOUND interface (a type error), and at
    // run time the app gets 5005. Listened to on purpose, to show that answer.
    const offCoupon = bridge.listen('coupon-issued', () => ({ saved: true }));
    return () => {
      offPush();
      offCard();
      offCoupon();
    };
  }, [bridge]);

  const run = (label: string, work: () => Promise<string>) => async () => {
    try {
      say(`${label}: ${await work()}`);
    } catch (e) {
      say(`${label}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  return (
    <article className="c-screen">
      <h1 className="c-screen__title">앱 브리지</h1>
      <p className="c-text">
        실행 환경: <strong>{bridge.platform ? PLATFORMS[bridge.platform] : '브라우저 (앱 아님)'}</strong>
      </p>
      <p className="c-text">
        앱 없이 확인하려면 주소 끝에 <code>?native=android</code> 또는 <code>?native=ios</code> 를 붙여
        여십시오 (개발·검증 빌드에서만). 모의 앱이 호출에 답하고, 화면 구석의 모의 앱 패널에서 앱이 보내는
        호출(유효한 토큰, 만료된 토큰, 정의 없는 인터페이스)을 보낼 수 있습니다.
      </p>
      <section aria-labelledby="bridge-static">
        <h2 id="bridge-static" className="c-heading c-heading--2">
          정적 브리지
        </h2>
        <div className="c-actions">
          <button
            type="button"
            className="c-btn c-btn--secondary"
            onClick={run('화면 준비 알림', async () => {
              await bridge.notifyLoaded();
              return '보냈습니다.';
            })}
          >
            화면 준비 알림
          </button>
          <button
            type="button"
            className="c-btn c-btn--secondary"
            onClick={run('토스트', async () => {
              await bridge.toast('앱 브리지 토스트입니다.');
              return '보냈습니다.';
            })}
          >
            토스트
          </button>
          <button
            type="button"
            className="c-btn c-btn--secondary"
            onClick={run('앱 시각', async () => new Date(await bridge.currentTime()).toISOString())}
          >
            앱 시각
          </button>
          <button
            type="button"
            className="c-btn c-btn--secondary"
            onClick={run('저장소', async () => {
              await bridge.storage.set('demo', '저장한 값');
              return (await bridge.storage.get('demo')) ?? '(없음)';
            })}
          >
            저장소 저장 후 읽기
          </button>
          <button
            type="button"
            className="c-btn c-btn--secondary"
            onClick={run('기기 정보', async () => {
              // device-info is an OUTBOUND definition: its answer's data is typed { model, os, appVersion? }.
              const r = await bridge.call({ id: 'device-info' });
              return r.data ? `${r.data.model} / ${r.data.os}` : `${r.resCode} ${r.resMessage}`;
            })}
          >
            기기 정보
          </button>
        </div>
        <ol className="c-bridge-log" aria-label="브리지 결과" aria-live="polite">
          {log.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
            <li key={i}>{line}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="bridge-inbound">
        <h2 id="bridge-inbound" className="c-heading c-heading--2">
          앱에서 받은 알림
        </h2>
        <p className="c-text">
          앱이 push_received 로 보낸 알림이 여기에 쌓입니다. member_card 는 로그인한 사용자에게만 답하고,
          coupon_issued 는 인터페이스 정의가 없어 5005로 답합니다.
        </p>
        <ul aria-label="받은 알림">
          {pushes.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an append-only list
            <li key={i}>{p}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
