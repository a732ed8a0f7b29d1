import { useEffect, useState } from 'react';
import type { MyAccountBody } from '../../../../schemas/api/auth.ts';
import { API_ENDPOINTS } from '../../../../schemas/api/endpoints.ts';
import type { ApiAnswerBody } from '../../../../schemas/api/routes.ts';
import type { CONFIGURATION_ENTRIES } from '../../../../schemas/blocks/index.ts';
import { displayValue } from '../../../core/form/index.ts';
import { t, tShell } from '../../i18n/index.ts';
import { useConsoleRuntime, useDialog, useInitialData, useSession } from '../../runtime/index.ts';
import { ChangePasswordForm } from '../auth/index.ts';
import { Loader, LoadFailed } from '../kit/index.ts';
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

/** Name and value pairs as the entries show them. */
function PropList({ rows }: { rows: ReadonlyArray<[string, string]> }) {
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

type AccountState = { body: MyAccountBody } | { error: string } | undefined;

/** The caller's own account (`GET /api/authentication/me`): undefined while it loads; `retry` reads it again. */
function useMyAccount(): [AccountState, () => void] {
  const [account, setAccount] = useState<AccountState>(undefined);
  const [attempt, setAttempt] = useState(0);
  const { api } = useConsoleRuntime();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the account again
  useEffect(() => {
    let live = true;
    setAccount(undefined);
    api
      .call<MyAccountBody>({
        url: API_ENDPOINTS['auth.me'].url,
        method: API_ENDPOINTS['auth.me'].method,
        loading: false,
      })
      .then(
        ({ body }) => live && setAccount({ body }),
        (e: unknown) =>
          live && setAccount({ error: e instanceof Error && e.message ? e.message : t('screen.loadFailed') }),
      );
    return () => {
      live = false;
    };
  }, [api, attempt]);
  return [account, () => setAttempt((n) => n + 1)];
}

/** 내 정보: the user's account as the server holds it; failed logins since the previous one stand out. */
function AccountEntry() {
  const [state, retry] = useMyAccount();
  const { config } = useConsoleRuntime();
  const settings = { dateFormat: config.app.dateFormat, timeZone: config.app.timeZone };
  if (state === undefined) return <Loader />;
  if ('error' in state) return <LoadFailed message={state.error} onRetry={retry} />;
  const account = state.body;
  const when = (iso: string, format: 'date' | 'datetime') => displayValue(iso, { format }, settings);
  const none = tShell('config.none');
  const rows: Array<[string, string]> = [
    [tShell('config.userId'), account.usrId],
    [tShell('config.userName'), account.usrNm],
    [tShell('config.role'), account.roleNm ?? none],
    [tShell('config.email'), account.email ?? none],
    [tShell('config.mobile'), account.mobile ?? none],
    [
      tShell('config.secondFactor'),
      account.secondFactor === 'NONE' ? tShell('config.secondFactorOff') : tShell('config.secondFactorOn'),
    ],
    [tShell('config.pwdChanged'), when(account.pwdChgDttm, 'date')],
    [tShell('config.pwdDue'), account.pwdChangeDue ? when(account.pwdChangeDue, 'date') : none],
    [
      tShell('config.lastLogin'),
      account.lastLogin
        ? tShell('config.lastLoginAt', {
            at: when(account.lastLogin.loginDttm, 'datetime'),
            ip: account.lastLogin.ip,
          })
        : none,
    ],
  ];
  return (
    <>
      {account.failedSinceLast > 0 ? (
        <p className="c-config__warning" role="status">
          {tShell('config.failedSinceLast', { count: account.failedSinceLast })}
        </p>
      ) : null}
      <PropList rows={rows} />
    </>
  );
}

function ApplicationEntry() {
  const buildId = useBuildId();
  const { config } = useConsoleRuntime();
  const systemCode = useInitialData().data?.currentSystemCode ?? config.management.systemCode;
  const rows: Array<[string, string]> = [
    [tShell('config.appTitle'), config.app.title],
    [tShell('config.version'), config.app.version],
    [tShell('config.profile'), config.app.profile],
    [tShell('config.systemCode'), systemCode],
    [
      tShell('config.buildId'),
      buildId === undefined ? t('app.loading') : (buildId ?? tShell('config.unknown')),
    ],
  ];
  return <PropList rows={rows} />;
}

/** The 환경설정 screen's entries (block `configuration`): 내 정보, password change and application information. */
export default function ConfigurationView({ entries }: { entries: readonly Entry[] }) {
  const { data } = useInitialData();
  const { userId } = useSession().state;
  const { toast } = useDialog();
  const appProp = data?.appProp as Record<string, unknown> | undefined;
  // 내 정보 and the password change are the logged-in user's.
  const shown = entries.filter((e) => entryVisible(e, appProp) && (e === 'application' || userId));
  const titles: Record<Entry, string> = {
    account: tShell('config.account'),
    application: tShell('config.application'),
    password: tShell('config.password'),
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
          {e === 'account' ? (
            <AccountEntry />
          ) : e === 'application' ? (
            <ApplicationEntry />
          ) : userId ? (
            <ChangePasswordForm userId={userId} onDone={(message) => void toast(message)} />
          ) : null}
        </section>
      ))}
    </div>
  );
}
