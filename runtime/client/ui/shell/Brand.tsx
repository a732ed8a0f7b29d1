import { useConsoleRuntime } from '../../runtime/index.ts';

/**
 * The product over the pages without the console's frame (the login card, 비밀번호 변경): its
 * logo (`app.logo`, if any) and its name (`app.title`).
 */
export function Brand() {
  const { config, href } = useConsoleRuntime();
  const { app } = config;
  return (
    <div className="c-brand">
      {app.logo ? <img className="c-brand__logo" src={href(app.logo)} alt="" /> : null}
      <span className="c-brand__name">{app.title}</span>
    </div>
  );
}
