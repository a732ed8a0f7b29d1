// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  FileField,
  type FileFieldServices,
  type FileGroupRule,
} from '../../../../../runtime/client/ui/kit/index.ts';
import type { FileMetaData } from '../../../../../schemas/api/files.ts';

// The kit's file field, with the file API injected.

const GROUP: FileGroupRule = { fileGrpId: 'DOC', accept: '.pdf,.txt', maxSizeBytes: 1024 };
const meta = (
  fileId: string,
  fileNo: number,
  name: string,
  size: number,
  mimeType = 'text/plain',
): FileMetaData => ({
  fileId,
  fileNo,
  fileGrpId: 'DOC',
  orgFileNm: name,
  mimeType,
  sizeBytes: size,
  accessUrl: `/api/file/attach?fileId=${fileId}&fileNo=${fileNo}`,
  regDttm: '2026-11-24T00:00:00.000Z',
});
const file = (name: string, size: number, type = 'text/plain') =>
  new File([new Uint8Array(size)], name, { type });

/** Services whose uploads wait until the test settles them. */
function fakeServices(listed: FileMetaData[] = []) {
  const uploads: {
    file: File;
    fileId: string | undefined;
    signal: AbortSignal;
    progress: (loaded: number, total: number) => void;
    resolve: (fileId: string) => void;
    reject: (e: Error) => void;
  }[] = [];
  let no = 0;
  const services: FileFieldServices = {
    list: vi.fn(async () => listed),
    upload: vi.fn(
      (f: File, o: Parameters<FileFieldServices['upload']>[1]) =>
        new Promise<{ fileId: string; file: FileMetaData }>((resolve, reject) => {
          o.signal.addEventListener('abort', () => reject(new Error('cancelled')));
          uploads.push({
            file: f,
            fileId: o.fileId,
            signal: o.signal,
            progress: o.onProgress,
            resolve: (fileId) => resolve({ fileId, file: meta(fileId, ++no, f.name, f.size) }),
            reject,
          });
        }),
    ),
    remove: vi.fn(async () => undefined),
    download: vi.fn(async () => undefined),
    confirm: vi.fn(async () => true),
  };
  return { services, uploads };
}

function Field(props: {
  services: FileFieldServices;
  initial?: string;
  onBusy?: (b: boolean) => void;
  max?: number;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <FileField
        label="첨부파일"
        name="attach"
        value={value}
        onChange={setValue}
        onBusy={props.onBusy}
        group={GROUP}
        fileGrpId="DOC"
        multiple
        max={props.max ?? 3}
        services={props.services}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (...files: File[]) => fireEvent.change(input(), { target: { files } });

describe('FileField', () => {
  it('refuses a wrong type, a program, an oversize, an empty file and one too many before any upload', async () => {
    const { services } = fakeServices();
    render(<Field services={services} max={1} />);
    expect(screen.getByText('허용 형식: .pdf, .txt · 최대 1.00 KB · 최대 1개')).not.toBeNull();
    choose(file('photo.png', 10, 'image/png'), file('big.pdf', 2048), file('empty.txt', 0));
    const alert = screen.getByRole('alert').textContent;
    expect(alert).toContain(
      '허용되지 않은 파일 형식입니다: photo.png. 업로드 가능한 형식은 ".pdf, .txt" 입니다.',
    );
    expect(alert).toContain(
      '허용된 파일 크기를 초과하였습니다: big.pdf. 최대 업로드 가능한 크기는 "1.00 KB" 입니다.',
    );
    expect(alert).toContain('빈 파일은 첨부할 수 없습니다: empty.txt');
    choose(file('a.txt', 5), file('b.txt', 5));
    expect(screen.getByRole('alert').textContent).toBe('파일은 최대 1개까지 첨부할 수 있습니다.');
    await waitFor(() => expect(services.upload).toHaveBeenCalledTimes(1));
    expect((services.upload as ReturnType<typeof vi.fn>).mock.calls[0]![0].name).toBe('a.txt');
  });

  it('uploads one file after another into one set, with progress, and takes the set id as its value', async () => {
    const { services, uploads } = fakeServices();
    const busy: boolean[] = [];
    render(<Field services={services} onBusy={(b) => busy.push(b)} />);
    choose(file('a.txt', 100), file('b.pdf', 200));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(busy).toEqual([true]);
    act(() => uploads[0]!.progress(50, 100));
    expect(
      screen.getByRole('progressbar', { name: 'a.txt 업로드 진행률' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    await act(async () => uploads[0]!.resolve('SET1'));
    expect(screen.getByTestId('value').textContent).toBe('SET1');
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1]!.fileId).toBe('SET1');
    await act(async () => uploads[1]!.resolve('SET1'));
    expect(busy).toEqual([true, false]);
    expect(screen.getByRole('button', { name: 'a.txt 내려받기' })).not.toBeNull();
    expect(screen.getByText('200 B')).not.toBeNull();
    expect(screen.getByText('b.pdf 업로드를 완료했습니다.')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'b.pdf 내려받기' }));
    expect(services.download).toHaveBeenCalledWith(expect.objectContaining({ orgFileNm: 'b.pdf' }));
  });

  it('cancels an upload silently and shows a failed one with its message', async () => {
    const { services, uploads } = fakeServices();
    render(<Field services={services} />);
    choose(file('a.txt', 10));
    await waitFor(() => expect(uploads).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'a.txt 업로드 취소' }));
    expect(uploads[0]!.signal.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByText('a.txt')).toBeNull());
    choose(file('b.txt', 10));
    await waitFor(() => expect(uploads).toHaveLength(2));
    await act(async () => uploads[1]!.reject(new Error('파일 업로드 중 오류가 발생하였습니다.')));
    const row = screen.getByText('b.txt').closest('li')!;
    expect(within(row).getByRole('alert').textContent).toBe('파일 업로드 중 오류가 발생하였습니다.');
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('lists an existing set, removes a file after a confirmation, and empties the value with the last one', async () => {
    const { services } = fakeServices([meta('OLD', 1, '계약서.pdf', 512, 'application/pdf')]);
    render(<Field services={services} initial="OLD" />);
    expect(await screen.findByRole('button', { name: '계약서.pdf 내려받기' })).not.toBeNull();
    expect(services.list).toHaveBeenCalledWith('OLD');
    fireEvent.click(screen.getByRole('button', { name: '계약서.pdf 삭제' }));
    await waitFor(() => expect(services.remove).toHaveBeenCalledWith('OLD', 1));
    expect(services.confirm).toHaveBeenCalledWith('첨부파일 계약서.pdf을(를) 삭제하시겠습니까?');
    await waitFor(() => expect(screen.queryByText('계약서.pdf')).toBeNull());
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('takes dropped files like chosen ones, and the 파일 선택 button opens the file dialog', async () => {
    const { services, uploads } = fakeServices();
    render(<Field services={services} />);
    const click = vi.spyOn(input(), 'click');
    fireEvent.click(screen.getByRole('button', { name: '파일 선택' }));
    expect(click).toHaveBeenCalled();
    const zone = screen.getByText('파일을 여기로 끌어다 놓거나').parentElement!;
    fireEvent.dragEnter(zone);
    expect(zone.className).toContain('is-dragover');
    fireEvent.drop(zone, { dataTransfer: { files: [file('dropped.txt', 3)] } });
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.file.name).toBe('dropped.txt');
  });

  it('refuses a program by its name even where every type is allowed, unless the group names it', () => {
    const { services } = fakeServices();
    const any = { fileGrpId: 'DEFAULT', accept: null, maxSizeBytes: 1024 };
    const { unmount } = render(
      <FileField
        label="첨부"
        name="a"
        value=""
        onChange={() => undefined}
        group={any}
        fileGrpId="DEFAULT"
        services={services}
      />,
    );
    choose(file('setup.exe', 10));
    expect(screen.getByRole('alert').textContent).toBe('실행 파일은 올릴 수 없습니다: setup.exe');
    unmount();
    render(
      <FileField
        label="첨부"
        name="a"
        value=""
        onChange={() => undefined}
        group={{ ...any, accept: '.exe' }}
        fileGrpId="DEFAULT"
        services={services}
      />,
    );
    choose(file('setup.exe', 10));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when its group is unknown and takes nothing', () => {
    const { services } = fakeServices();
    render(
      <FileField
        label="첨부"
        name="a"
        value=""
        onChange={() => undefined}
        group={undefined}
        fileGrpId="NOPE"
        services={services}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('파일 그룹 NOPE을(를) 찾을 수 없습니다.');
    expect((screen.getByRole('button', { name: '파일 선택' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
