import {
  apiOptOuts,
  formatFinding,
  formatOptOut,
  ipLimitProxyHint,
} from '../../runtime/core/doctor/index.ts';
import { trustsLoopback } from '../../schemas/index.ts';
import {
  compileProject,
  formatDiagnostic,
  formatPersonalHint,
  undeclaredPersonalData,
} from '../compile/index.ts';
import { buildMetaScreens } from './clientBuild.ts';
import { type DbCommandOptions, withDatabase } from './db.ts';

/**
 * `console doctor`: compiles the project, then reconciles the database (DATABASE_URL, else PGlite)
 * with it — menus whose URL is no route, screens with no menu, an unreachable default menu, device
 * scopes that hide a menu's children, function ids nobody is granted, declared APIs no screen
 * uses — printing each finding with its fix. 1 when there is any (or the project is invalid). It
 * also lists every declared API with `fncId: none` (an opt-out, not a failure), every one whose
 * answer looks personal but declares no `personal`, and IP-limited menus with no
 * `server.trustProxy` (hints, not failures).
 */
export async function doctorCommand(o: DbCommandOptions & { profile?: string | undefined }): Promise<number> {
  const project = compileProject({ root: o.root, profile: o.profile, env: o.env });
  for (const d of project.diagnostics) o.io.out(formatDiagnostic(d));
  if (project.diagnostics.length || !project.config) {
    o.io.err(`${project.diagnostics.length} problem(s) found; fix them first, nothing was compared.`);
    return 1;
  }
  const config = project.config;
  let found = 0;
  const code = await withDatabase(o, async (db, database) => {
    const { findings, checked, ipLimitedMenus } = await db.checkDatabase(database.db, {
      systemCode: config.management.systemCode,
      loginPath: config.auth.loginPath,
      screens: buildMetaScreens(project.screens),
      apis: config.apis,
    });
    for (const finding of findings) o.io.out(formatFinding(finding));
    found = findings.length;
    for (const optOut of apiOptOuts(config.apis)) o.io.out(formatOptOut(optOut));
    for (const hint of undeclaredPersonalData(config.apis)) o.io.out(formatPersonalHint(hint));
    const proxyHint = ipLimitProxyHint({
      ipLimitedMenus,
      trustProxy: config.server.trustProxy,
      trustLoopback: trustsLoopback(config),
    });
    if (proxyHint) o.io.out(`hint ${proxyHint}`);
    const scope = `${checked.menus} menus of system ${config.management.systemCode}, ${checked.screens} screens, ${checked.apis} declared APIs`;
    if (found) o.io.err(`${found} problem(s) found (${scope}).`);
    else o.io.out(`no problems: the database agrees with the code (${scope}).`);
  });
  return found ? 1 : code;
}
