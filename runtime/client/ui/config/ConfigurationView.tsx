import { useEffect, useState } from 'react';
import { API_ENDPOINTS } from '../../../../schemas/api/endpoints.ts';
import type { ApiAnswerBody } from '../../../../schemas/api/routes.ts';
import type { CONFIGURATION_ENTRIES } from '../../../../schemas/blocks/index.ts';
import { t } from '../../i18n/index.ts';
import { useConsoleRuntime, useDialog, useInitialData, useSession } from '../../runtime/index.ts';
import { ChangePasswordForm } from '../auth/index.ts';
import './config.css';

type Entry = (typeof CONFIGURATION_ENTRIES)[number];

/** Whether an entry shows: `password` only when the server allows users to change theirs. */
export function entryVisible(entry: Entry, appProp: Record<string, unknown> | undefined): boolean {
  return entry !== 'password' || appProp?.canUpdateUserPassword === true;
}

/** The build id the server reports on `/api/health` (`undefined` while loading or unknown). */
function useBuildId(): string | null | undefined {
  const [buildId, setBuildId] = useState<string | null | undefined>(undefined);
  const { api } = useConsoleRuntime();
  useEffect(() => {
    let live = true;
    api
      .call<Partial<ApiAnswerBody<'health'>> | null>({
        url: API_ENDPOINTS.health.url,
        method: API_ENDPOINTS.health.method,
        loading: false,
        activity: false,
      })
      .then(
        ({ body }) => live && setBuildId(body?.buildId ?? null),
        () => live && setBuildId(null),
      );
    return () => {
      live = false;
    };
  }, [api]);
  return buildId;
}

function ApplicationEntry() {
  const buildId = useBuildId();
  const { config } = useConsoleRuntime();
  const systemCode = useInitialData().data?.currentSystemCode ?? config.management.systemCode;
  const rows: Array<[string, string]> = [
    [t('config.appTitle'), config.app.title],
    [t('config.version'), config.app.version],
    [t('config.profile'), config.app.profile],
    [t('config.systemCode'), systemCode],
    [t('config.buildId'), buildId === undefined ? t('app.loading') : (buildId ?? t('config.unknown'))],
  ];
  return (
    <dl className="c-config__props">
      {rows.map(([k, v]) => (
        <div key={k} className="c-config__prop">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The 환경설정 screen's entries (block `configuration`): application information and password change. */
export default function ConfigurationView({ entries }: { entries: readonly Entry[] }) {
  const { data } = useInitialData();
  const { userId } = useSession().state;
  const { toast } = useDialog();
  const appProp = data?.appProp as Record<string, unknown> | undefined;
  const shown = entries.filter((e) => entryVisible(e, appProp) && (e !== 'password' || userId));
  const titles: Record<Entry, string> = {
    application: t('config.application'),
    password: t('config.password'),
  };
  return (
    <div className="c-config">
      <nav aria-label={t('layout.config')} className="c-config__menu">
        <ul>
          {shown.map((e) => (
            <li key={e}>
              <a href={`#config-${e}`}>{titles[e]}</a>
            </li>
          ))}
        </ul>
      </nav>
      {shown.map((e) => (
        <section key={e} id={`config-${e}`} className="c-config__entry" aria-labelledby={`config-${e}-title`}>
          <h2 id={`config-${e}-title`} className="c-heading c-heading--2">
            {titles[e]}
          </h2>
          {e === 'application' ? (
            <ApplicationEntry />
          ) : userId ? (
            <ChangePasswordForm userId={userId} onDone={(message) => void toast(message)} />
          ) : null}
        </section>
      ))}
    </div>
  );
}
