// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRuntime } from '../../support/testRuntime.ts';
import { renderScreen } from './renderScreen.tsx';

// A grid's `files` column and the `files` block list a set's files as downloads.

const { api } = testRuntime;
const ok = (body: unknown) => ({ resultCode: '0000', resultMessage: '정상', body });
const meta = (fileId: string, fileNo: number, orgFileNm: string, sizeBytes: number) => ({
  fileId,
  fileNo,
  fileGrpId: 'DEFAULT',
  orgFileNm,
  mimeType: 'application/pdf',
  sizeBytes,
  accessUrl: `/api/file/attach?fileId=${fileId}&fileNo=${fileNo}`,
  regDttm: '2026-11-24T00:00:00.000Z',
});

afterEach(() => vi.restoreAllMocks());

function listing() {
  return vi.spyOn(api, 'call').mockImplementation(async (req) => {
    const fileId = (req.body as { fileId: string }).fileId;
    if (req.url !== '/api/file/list') throw new Error(`unexpected ${req.url}`);
    return ok({
      fileMetaDatas:
        fileId === 'F1' ? [meta('F1', 1, '안내문.pdf', 1536), meta('F1', 2, '양식.hwp', 2048)] : [],
    });
  });
}

describe('files', () => {
  it("a grid's files column lists each row's set, and a name downloads that file", async () => {
    const call = listing();
    const download = vi
      .spyOn(api, 'download')
      .mockResolvedValue({ fileName: '안내문.pdf', blob: new Blob([]) });
    await renderScreen({
      body: [
        {
          type: 'grid',
          source: {
            rows: [
              { title: '첫 공지', attach: 'F1' },
              { title: '두 번째 공지', attach: '' },
            ],
            sample: false,
          },
          columns: [
            { key: 'title', label: '제목' },
            { key: 'attach', label: '첨부', format: 'files' },
          ],
        },
      ],
    });
    const button = await screen.findByRole('button', { name: '안내문.pdf 내려받기 (1.50 KB)' });
    expect(screen.getByRole('button', { name: '양식.hwp 내려받기 (2.00 KB)' })).not.toBeNull();
    const rows = screen.getAllByRole('row');
    expect(within(rows[2]!).getByText('-')).not.toBeNull();
    expect(call).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith({
        url: '/api/file/attach',
        query: { fileId: 'F1', fileNo: '1', attach: 'Y' },
      }),
    );
  });

  it('a files block in a popup lists the set its row names, or says there is none', async () => {
    listing();
    await renderScreen({
      body: [
        {
          type: 'grid',
          source: { rows: [{ title: '첫 공지', attach: 'F1' }, { title: '빈 공지' }], sample: false },
          columns: [{ key: 'title', label: '제목' }],
          rowActions: [{ label: '상세', action: { popup: 'detail' } }],
        },
      ],
      popups: { detail: { title: '공지', body: [{ type: 'files', title: '첨부파일', key: 'attach' }] } },
    });
    fireEvent.click((await screen.findAllByRole('button', { name: '상세' }))[0]!);
    const popup = await screen.findByRole('dialog', { name: '공지' });
    expect(await within(popup).findByRole('button', { name: /^안내문\.pdf 내려받기/ })).not.toBeNull();
  });

  it('a failed list says so in Korean', async () => {
    vi.spyOn(api, 'call').mockRejectedValue(new Error('이 파일에 대한 권한이 없습니다.'));
    await renderScreen({
      body: [
        {
          type: 'grid',
          source: { rows: [{ attach: 'F1' }], sample: false },
          columns: [{ key: 'attach', label: '첨부', format: 'files' }],
        },
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('이 파일에 대한 권한이 없습니다.');
  });
});
