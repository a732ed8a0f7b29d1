import { describe, expect, it } from 'vitest';
import { type ManifestView, manifestView, partialManifestView } from '../../../cli/compile/index.ts';
import { screenSchema } from '../../../schemas/screen.ts';

/** The data path and type of every block a view walks. */
function walked(view: ManifestView): string[] {
  const out: string[] = [];
  view.walk((block, path) => out.push(`${path.join('.')} ${block.type}`));
  return out;
}

describe('manifestView', () => {
  it('walks every block of a valid manifest, with its popups and every grid', () => {
    const manifest = screenSchema.parse({
      title: '홈',
      body: [{ type: 'tabs', items: [{ label: '탭', body: [{ type: 'text', text: '가' }] }] }],
      popups: { terms: { title: '약관', body: [{ type: 'text', text: '나' }] } },
    });
    const view = manifestView(manifest);
    expect(walked(view)).toEqual(['body.0 tabs', 'body.0.items.0.body.0 text', 'popups.terms.body.0 text']);
    expect(view.popups).toEqual(['terms']);
    expect(view.allGrids).toBe(true);
  });
});

describe('partialManifestView', () => {
  it('keeps each block that is valid on its own, typed with its defaults, at its real data path', () => {
    const view = partialManifestView({
      titel: '홈',
      body: [
        { type: 'text' },
        { type: 'grid', source: { rows: [] }, columns: [{ key: 'a', label: 'A' }] },
        { type: 'tabs', items: [{ body: [{ type: 'link', label: '홈', to: '/' }] }] },
        'not a block',
      ],
      popups: { terms: { body: [{ type: 'text', text: '나' }] } },
    });
    expect(walked(view)).toEqual(['body.1 grid', 'body.2.items.0.body.0 link', 'popups.terms.body.0 text']);
    const grids: string[] = [];
    view.walk((block) => {
      if (block.type === 'grid') grids.push(block.id);
    });
    expect(grids).toEqual(['grid']);
    expect(view.popups).toEqual(['terms']);
    expect(view.allGrids).toBe(true);
  });

  it('does not vouch for the grid ids while an invalid block could be a grid', () => {
    expect(partialManifestView({ body: [{ type: 'grid', id: 'g' }] }).allGrids).toBe(false);
    expect(partialManifestView({ body: [{ type: 'gird', id: 'g' }] }).allGrids).toBe(false);
    expect(partialManifestView({ body: [{ type: 'text', text: 1 }] }).allGrids).toBe(true);
  });

  it('does not vouch for them either when a body is a mapping instead of a list (it may be a grid)', () => {
    expect(partialManifestView({ body: { type: 'grid', id: 'users' } }).allGrids).toBe(false);
    const tabs = { type: 'tabs', items: [{ title: '탭', body: { type: 'grid', id: 'users' } }] };
    expect(partialManifestView({ body: [tabs] }).allGrids).toBe(false);
    expect(partialManifestView({}).allGrids).toBe(true);
  });

  it('has no popup ids while `popups` is not a mapping, and none declared when it is absent', () => {
    expect(partialManifestView({ popups: ['terms'] }).popups).toBeUndefined();
    expect(partialManifestView({}).popups).toEqual([]);
    expect(walked(partialManifestView({ body: 'x', popups: { a: 1 } }))).toEqual([]);
  });
});
