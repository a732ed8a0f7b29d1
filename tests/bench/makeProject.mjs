// Synthetic projects for the compile benchmark: N valid manifests, 20 to a folder.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LAYOUTS = ['default', 'side', 'main'];

export function makeProject(count, { base = tmpdir(), prefix = 'console-bench-' } = {}) {
  const root = mkdtempSync(join(base, prefix));
  writeFileSync(join(root, 'console.config.yaml'), 'app:\n  title: 벤치마크 콘솔\n');
  // The shell links to the home page and the login page, so every project has them.
  mkdirSync(join(root, 'screens'), { recursive: true });
  writeFileSync(join(root, 'screens', 'index.screen.yaml'), 'title: 홈\nlayout: main\n');
  writeFileSync(join(root, 'screens', 'login.screen.yaml'), 'title: 로그인\nlayout: none\nauth: false\n');
  for (let i = 0; i < count; i++) {
    // Like a real console: areas of 10 groups, 20 screens to a folder (/pubs/MS/LG/… in the example).
    const area = `A${String(Math.floor(i / 200)).padStart(2, '0')}`;
    const group = `G${String(Math.floor(i / 20) % 10).padStart(2, '0')}`;
    const dir = join(root, 'screens', 'bench', area, group);
    mkdirSync(dir, { recursive: true });
    const id = `UI_FU_${String(i).padStart(5, '0')}`;
    writeFileSync(
      join(dir, `${id}.screen.yaml`),
      [
        `title: 화면 ${i}`,
        `layout: ${LAYOUTS[i % 3]}`,
        i % 7 === 0 ? 'name: customer' : '# no route name',
        'roles: []',
        'body:',
        '  - type: heading',
        `    text: 제목 ${i}`,
        '  - type: text',
        '    text: 벤치마크용으로 생성된 화면입니다. 내용은 의미가 없습니다.',
        '  - type: placeholder',
        '',
      ].join('\n'),
    );
  }
  return root;
}
