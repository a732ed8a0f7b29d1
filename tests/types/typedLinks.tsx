// Compile-time test, checked by `npm run typecheck`: links are typed by the generated route tree.
import { Link } from '@tanstack/react-router';

export const known = <Link to="/pubs/MS/LG/UI_FU_0001">로그인 시안</Link>;
export const encoded = <Link to="/index copy">두 번째 홈</Link>;
// @ts-expect-error: a path no manifest defines must not type-check
export const unknown = <Link to="/pubs/NOPE">없는 화면</Link>;
