import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointDocsOut } from '../../../cli/compile/viteEndpointDocs.ts';

describe('endpointDocsOut (the browser bundle)', () => {
  it('leaves every doc line of the route table out, and nothing else', () => {
    const file = new URL('../../../schemas/api/endpoints.ts', import.meta.url).pathname;
    const source = readFileSync(file, 'utf8');
    const transform = endpointDocsOut().transform as (code: string, id: string) => { code: string } | null;
    const out = transform(source, file)!.code;
    const docLines = source.split('\n').filter((l) => /^\s+doc: /.test(l));
    expect(docLines.length).toBeGreaterThan(60);
    expect(out.split('\n').filter((l) => /^\s+doc: /.test(l))).toEqual([]);
    expect(out.split('\n')).toHaveLength(source.split('\n').length - docLines.length);
    expect(out).toContain("url: '/api/system/menu/list'");
    expect(transform(source, '/elsewhere/other.ts')).toBeNull();
  });
});
