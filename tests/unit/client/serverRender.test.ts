import { describe, expect, it } from 'vitest';
import { renderConsolePage } from '../../../runtime/client/serverRender.tsx';

// The server renders public screens for anonymous visitors (runtime/server/static): each render has
// a runtime of its own, so renders that run at the same time never see each other's data.

/** The inline initial-data answer of a system whose GENDER codes are `names`. */
function initialData(names: string[]): string {
  return JSON.stringify({
    body: {
      menus: [],
      commonCodes: names.map((cdNm, i) => ({ grpCd: 'GENDER', dtlCd: String(i + 1), cdNm, srtNo: i + 1 })),
      currentSystemCode: 'CONSOLE',
    },
  });
}

describe('renderConsolePage', () => {
  it('renders two public screens at once, each with the common codes of its own answer', async () => {
    const [forms, other] = await Promise.all([
      renderConsolePage('/docs/forms', initialData(['남성-가', '여성-가'])),
      renderConsolePage('/docs/forms', initialData(['남성-나', '여성-나'])),
    ]);
    expect(forms?.title).toContain('입력 폼');
    expect(forms?.html).toContain('남성-가');
    expect(forms?.html).not.toContain('남성-나');
    expect(other?.html).toContain('여성-나');
    expect(other?.html).not.toContain('여성-가');
  });

  it('renders a public screen and refuses one that needs a session, at the same time', async () => {
    const [docs, menus] = await Promise.all([
      renderConsolePage('/docs', initialData(['남성'])),
      renderConsolePage('/pubs/MI/UI_FU_0088', initialData(['남성'])),
    ]);
    expect(docs?.html).toContain('<h1');
    expect(menus).toBeUndefined();
  });
});
