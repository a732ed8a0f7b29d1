import { useConfig } from '../../../runtime/client/index.ts';

/** /pubs/MI/system: a custom screen written in React (the manifest's `component` escape hatch). */
export default function SystemInfo() {
  const config = useConfig();
  const rows: [string, string][] = [
    ['시스템명', config.app.title],
    ['버전', config.app.version],
    ['프로파일', config.app.profile],
    ['단말 유형', config.app.deviceType],
    ['시스템 코드', config.management.systemCode],
  ];
  return (
    <article className="c-screen">
      <h1 className="c-screen__title">시스템 정보</h1>
      <dl className="c-deflist">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
