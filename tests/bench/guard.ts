// `npm run bench:guard`: the route guard decision plus menu visibility for 10,000 menus and 1,000
// authorities, per navigation. Budget ≤ 1 ms (median over many navigations to random menus).
import { decideGuard } from '../../runtime/core/guard/index.ts';
import { type MenuRecord, visibleMenuIds } from '../../runtime/core/menu/index.ts';

const MENUS = 10_000;
const AUTHORITIES = 1_000;
let seed = 20261121;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

const menus: (MenuRecord & { mnuUrl: string; ipLmtYn: string })[] = [];
for (let i = 0; i < MENUS; i++) {
  const folder = i % 100 === 0;
  menus.push({
    mnuId: String(100000 + i),
    mnuNm: `메뉴 ${i}`,
    uprMnuId: folder ? null : String(100000 + i - (i % 100)),
    mnuStepNo: folder ? 1 : 2,
    mnuUrl: folder ? '' : `/bench/A${Math.floor(i / 100)}/UI_FU_${i}`,
    dpYn: rand() < 0.9 ? 'Y' : 'N',
    mnuDvcScopCd: ['A', 'D', 'M', ''][i % 4] ?? 'A',
    ipLmtYn: 'N',
  });
}
const roles = Array.from({ length: AUTHORITIES }, () => {
  const id = 100000 + Math.floor(rand() * MENUS);
  return `${id}:P${id}:SEARCH`;
});

function navigate(target: (typeof menus)[number]) {
  decideGuard({
    pathname: target.mnuUrl,
    href: target.mnuUrl,
    hasReturnParam: false,
    meta: { auth: true, roles: [] },
    menus,
    session: { authenticated: true, roles, ip: '127.0.0.1' },
    direct: false,
    config: {
      authEnabled: true,
      loginPath: '/login',
      returnParamName: 'rtnUrl',
      mainPath: '/',
      excludeUrlPatterns: [],
      tabs: { enabled: false, preventDirectConnect: true, excludeUrls: [] },
      dev: false,
      trustLoopback: true,
    },
  });
  return visibleMenuIds(menus, roles, 'DESKTOP').size;
}

const pages = menus.filter((m) => m.mnuUrl);
let t = performance.now();
navigate(pages[0]!);
const cold = performance.now() - t;
for (let i = 0; i < 200; i++) navigate(pages[i % pages.length]!); // warm up the JIT
const times: number[] = [];
for (let i = 0; i < 1000; i++) {
  const target = pages[Math.floor(rand() * pages.length)]!;
  t = performance.now();
  navigate(target);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const p99 = times[Math.floor(times.length * 0.99)]!;
const ok = median <= 1;
console.log('\nguard benchmark (10,000 menus, 1,000 authorities, guard + menu visibility per navigation)');
console.log(
  `${ok ? 'ok  ' : 'OVER'} median ${median.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms, first ${cold.toFixed(3)} ms (budget median ≤ 1 ms)`,
);
process.exitCode = ok ? 0 : 1;
