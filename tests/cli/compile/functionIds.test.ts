import { afterAll, describe, expect, it } from 'vitest';
import { buildMetaScreens } from '../../../cli/commands/index.ts';
import { functionIds, loadScreens } from '../../../cli/compile/index.ts';
import { screenSchema } from '../../../schemas/screen.ts';
import { removeTempProjects, tempProject } from '../support/project.ts';

afterAll(removeTempProjects);

describe('functionIds', () => {
  it('lists the fncIds of buttons, button rows and grid row actions, in tabs and popups too, sorted and unique', () => {
    const manifest = screenSchema.parse({
      title: '주문',
      body: [
        { type: 'button', label: '저장', fncId: 'SAVE' },
        { type: 'buttons', items: [{ label: '엑셀', fncId: 'EXCEL' }, { label: '닫기' }] },
        {
          type: 'tabs',
          items: [
            {
              label: '목록',
              body: [
                {
                  type: 'grid',
                  source: { rows: [] },
                  columns: [{ key: 'a', label: 'A' }],
                  rowActions: [{ label: '삭제', fncId: 'DELETE', action: { alert: '삭제' } }],
                },
              ],
            },
          ],
        },
      ],
      popups: { more: { title: '더 보기', body: [{ type: 'button', label: '또 저장', fncId: 'SAVE' }] } },
    });
    expect(functionIds(manifest)).toEqual(['DELETE', 'EXCEL', 'SAVE']);
  });

  it('goes into build-meta screens with the menu binding, and is left out when there is none', () => {
    const root = tempProject({
      'screens/a.screen.yaml':
        'title: A\nmenuId: "1001"\nbody:\n  - { type: button, label: 저장, fncId: SAVE }\n',
      'screens/b.screen.yaml': 'title: B\n',
    });
    const { screens, diagnostics } = loadScreens(root);
    expect(diagnostics).toEqual([]);
    expect(buildMetaScreens(screens)).toEqual([
      { path: '/a', title: 'A', layout: 'default', menuId: '1001', fncIds: ['SAVE'] },
      { path: '/b', title: 'B', layout: 'default' },
    ]);
  });
});
