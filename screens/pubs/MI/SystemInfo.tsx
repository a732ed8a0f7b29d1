import { useConfig, useNavigation } from '../../../runtime/client/index.ts';

/**
 * /pubs/MI/system: a custom screen written in React (the manifest's `component` escape hatch). It
 * also shows the page's query parameters as the runtime parsed them (nested `a[b][0]=x` included).
 */
export default function SystemInfo() {
  const config = useConfig();
  const search = useNavigation().search();
  const rows: [string, string][] = [
    ['시스템명', config.app.title],
    ['버전', config.app.version],
    ['프로파일', config.app.profile],
    ['단말 유형', config.app.deviceType],
    ['시스템 코드', config.management.systemCode],
  ];
  if (Object.keys(search).length > 0) rows.push(['요청 파라미터', JSON.stringify(search)]);
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
