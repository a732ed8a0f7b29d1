import { createHash } from 'node:crypto';

// The page's one style block, allowed by the Content-Security-Policy through its hash (no
// 'unsafe-inline' for styles anywhere).
const NOT_BUILT_STYLE =
  'body { font-family: sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.6 }';

/** The CSP source (`'sha256-…'`) that allows the 503 page's style block and nothing else. */
export const NOT_BUILT_STYLE_HASH = `'sha256-${createHash('sha256').update(NOT_BUILT_STYLE).digest('base64')}'`;

/** The 503 page shown while `dist/client` has no `index.html` (the console was never built). */
export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>콘솔이 아직 빌드되지 않았습니다</title>
<style>${NOT_BUILT_STYLE}</style>
</head>
<body>
<h1>콘솔이 아직 빌드되지 않았습니다</h1>
<p>화면 파일(dist/client/index.html)을 찾을 수 없어 콘솔을 표시할 수 없습니다.</p>
<p>프로젝트 폴더에서 <code>npm run build</code>를 실행한 뒤 이 페이지를 새로 고침해 주세요.</p>
</body>
</html>
`;
