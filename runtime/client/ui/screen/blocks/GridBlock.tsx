import { Ellipsis } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ColumnSpec, GridBlock as GridSpec } from '../../../../../schemas/blocks/index.ts';
import { type DisplaySettings, displayValue } from '../../../../core/form/index.ts';
import { t, tShell } from '../../../i18n/index.ts';
import { useFunctionCheck } from '../../../runtime/index.ts';
import {
  Accordion,
  Button,
  Card,
  Cards,
  DataGrid,
  GridCount,
  Loader,
  LoadFailed,
  MenuButton,
  Paginator,
  pageCountOf,
  pageRows,
  usePage,
} from '../../kit/index.ts';
import { FileLinks } from '../FileLinks.tsx';
import { type BlockViewComponent, useScreen } from '../screenContext.ts';
import { useDisplaySettings } from '../useDisplaySettings.ts';
import { useGridPrefs } from '../useGridPrefs.ts';
import { type GridRows, PAGE_SIZES, useGridRows } from '../useGridRows.ts';
import { ActionButton } from './ActionButton.tsx';
import { BulkActions } from './BulkActions.tsx';
import { Icon } from './icons.tsx';
import { SampleMark } from './SampleMark.tsx';

type Row = Record<string, unknown>;

const cell = (row: Row, c: ColumnSpec, settings: DisplaySettings): string =>
  displayValue(row[c.key] as never, c, settings);

/** The import dialog, loaded the first time a user opens one (most grids have none). */
const ImportDialog = lazy(() => import('../ImportDialog.tsx').then((m) => ({ default: m.ImportDialog })));

/** At most this many row actions show as links; beyond it, the second and later go in a ⋯ menu. */
const ROW_LINKS = 2;

/**
 * The row's buttons: those without `when`, and those whose `when` the row meets. Up to two show as
 * links; with more, the first shows and the others are items of a ⋯ menu named after the row
 * (`M100001 더보기`), so a row never carries more than two controls.
 */
function RowActions({ spec, row }: { spec: GridSpec; row: Row }) {
  const shown = spec.rowActions.filter((a) => !a.when || a.when.in.includes(row[a.when.key] as never));
  if (!shown.length) return null;
  const [first, ...more] = shown;
  const name = String(row[spec.columns[0]?.key ?? ''] ?? '');
  return (
    <div className="c-grid-block__actions">
      {shown.length <= ROW_LINKS ? (
        shown.map((a) => <ActionButton key={a.label} spec={a} values={row} />)
      ) : (
        <>
          <ActionButton spec={first!} values={row} />
          <MenuButton
            className="c-btn c-btn--text c-grid-block__more"
            floating
            label={<Ellipsis aria-hidden="true" size={16} />}
            ariaLabel={tShell('grid.moreActions', { name })}
          >
            {(close) =>
              more.map((a) => <ActionButton key={a.label} spec={a} values={row} menuItem={close} />)
            }
          </MenuButton>
        </>
      )}
    </div>
  );
}

/**
 * accordion/cards views: one of the loader, why the rows could not be read, the empty text, or a
 * page of the rows with the kit's paginator (the table pages itself).
 */
function ListView({ spec, data }: { spec: GridSpec; data: GridRows }) {
  const settings = useDisplaySettings();
  const local = usePage(data.rows.length, spec.pageSize);
  const remote = data.paging;
  const page = remote ? remote.page : local.page;
  const pageCount = remote ? pageCountOf(remote.total, remote.size) : local.pageCount;
  const setPage = remote ? remote.setPage : local.setPage;
  const slice = remote ? data.rows : pageRows(data.rows, page, spec.pageSize);
  const [first, second] = spec.columns;
  const titleKey = spec.titleKey ?? first?.key ?? '';
  const bodyKey = spec.bodyKey ?? second?.key;
  const rest = spec.columns.filter((c) => c.key !== titleKey && c.key !== bodyKey);
  const titleOf = (row: Row) => {
    const col = spec.columns.find((c) => c.key === titleKey);
    return col ? cell(row, col, settings) : String(row[titleKey] ?? '');
  };
  const meta = (row: Row) => rest.map((c) => `${c.label} ${cell(row, c, settings)}`).join(' · ');
  if (data.status === 'loading' && data.rows.length === 0) return <Loader />;
  if (data.status === 'failed')
    return <LoadFailed message={data.error ?? t('screen.loadFailed')} onRetry={data.reload} />;
  if (data.rows.length === 0) return <p className="c-grid-block__empty">{spec.emptyText}</p>;
  return (
    <>
      {spec.showCount ? <GridCount total={data.paging ? data.paging.total : data.rows.length} /> : null}
      {spec.view === 'accordion' ? (
        <Accordion
          items={slice.map((row, i) => ({
            id: `${page}-${i}`,
            title: rest.length ? `${titleOf(row)} · ${meta(row)}` : titleOf(row),
            content: (
              <>
                {bodyKey ? <p className="c-text">{String(row[bodyKey] ?? '')}</p> : null}
                {spec.rowActions.length ? <RowActions spec={spec} row={row} /> : null}
              </>
            ),
          }))}
        />
      ) : (
        <Cards columns={3}>
          {slice.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no declared key
            <Card key={i} title={titleOf(row)} text={bodyKey ? String(row[bodyKey] ?? '') : undefined}>
              {rest.length ? (
                <dl className="c-card__meta">
                  {rest.map((c) => (
                    <div key={c.key}>
                      <dt>{c.label}</dt>
                      <dd>{cell(row, c, settings)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {spec.rowActions.length ? <RowActions spec={spec} row={row} /> : null}
            </Card>
          ))}
        </Cards>
      )}
      {pageCount > 1 ? <Paginator page={page} pageCount={pageCount} onChange={setPage} /> : null}
    </>
  );
}

/** `grid`: rows of a source as a sortable, paged table (or accordion, or cards) with row actions. */
const GridBlock: BlockViewComponent<'grid'> = ({ block: declared }) => {
  // Row actions the user may not use are not there at all: no empty 관리 column for a viewer.
  const mayUse = useFunctionCheck();
  const block = { ...declared, rowActions: declared.rowActions.filter((a) => mayUse(a.fncId)) };
  const data = useGridRows(declared);
  const settings = useDisplaySettings();
  const caption = block.title ?? tShell('grid.caption');
  const { state, title } = useScreen();
  const keys = useMemo(() => block.columns.map((c) => c.key), [block.columns]);
  // A formatted or masked value (a date, a phone number, an amount) stays on one line.
  const columns = useMemo(
    () =>
      block.columns.map((c) => ({
        ...c,
        nowrap: c.nowrap ?? (c.format !== undefined && c.format !== 'files' ? true : c.mask !== undefined),
      })),
    [block.columns],
  );
  const [prefs, setPrefs] = useGridPrefs(title, block.id, keys);
  // Selection by the row key (default the first column); kept only for rows still listed.
  const rowKeyName = block.rowKey ?? keys[0] ?? '';
  const keyOf = (row: Row) => String(row[rowKeyName] ?? '');
  const [selected, setSelected] = useState<ReadonlySet<string | number>>(() => new Set());
  const listed = useMemo(
    () => new Map(data.rows.map((r) => [String(r[rowKeyName] ?? ''), r])),
    [data.rows, rowKeyName],
  );
  const selectedRows = [...selected].flatMap((k) => {
    const r = listed.get(String(k));
    return r ? [r] : [];
  });
  const selectable = block.bulkActions.length > 0;
  const fromApi = 'api' in block.source;
  const [importing, setImporting] = useState(false);
  const importSpec = block.import && mayUse(block.import.fncId) ? block.import : undefined;
  return (
    <section className="c-grid-block" aria-busy={data.status === 'loading' || undefined}>
      {block.title || data.sample ? (
        <div className="c-grid-block__head">
          {block.title ? <h2 className="c-heading c-heading--2">{block.title}</h2> : null}
          {data.sample ? <SampleMark /> : null}
        </div>
      ) : null}
      {block.view === 'table' ? (
        <DataGrid
          columns={columns}
          rows={data.rows}
          caption={caption}
          hideCaption
          renderCell={(row, column) =>
            (column as ColumnSpec).format === 'files' ? (
              <FileLinks fileId={String(row[column.key] ?? '')} emptyText="-" />
            ) : (
              cell(row, column as ColumnSpec, settings)
            )
          }
          pageSize={data.paging ? data.paging.size : block.pageSize}
          pageSizes={data.paging ? undefined : block.pageSizes.length ? block.pageSizes : undefined}
          rowKey={selectable ? keyOf : undefined}
          columnPrefs={block.columnSettings ? { prefs, onChange: setPrefs } : undefined}
          cellNavigation={block.cellNavigation}
          selection={
            selectable
              ? { selected: new Set(selectedRows.map(keyOf)), onChange: (next) => setSelected(new Set(next)) }
              : undefined
          }
          onRefresh={
            fromApi && block.refresh
              ? () => {
                  state.reloads++;
                }
              : undefined
          }
          tools={
            block.export || importSpec ? (
              <>
                {importSpec ? (
                  <Button
                    variant="secondary"
                    icon={<Icon name="upload" />}
                    aria-haspopup="dialog"
                    onClick={() => setImporting(true)}
                  >
                    {importSpec.label}
                  </Button>
                ) : null}
                {block.export ? (
                  <ActionButton
                    spec={{
                      label: block.export.label,
                      icon: 'download',
                      variant: 'secondary',
                      fncId: block.export.fncId,
                      disabled: false,
                      action: {
                        export: block.id,
                        format: block.export.format,
                        scope: 'all',
                        ...(block.export.fileName !== undefined && { fileName: block.export.fileName }),
                      },
                    }}
                  />
                ) : null}
              </>
            ) : undefined
          }
          toolbar={
            selectable ? (
              <BulkActions spec={block} selected={selectedRows} onDone={() => setSelected(new Set())} />
            ) : undefined
          }
          initialSort={block.sort}
          onSortChange={data.paging?.setSort}
          remote={
            data.paging && {
              page: data.paging.page,
              total: data.paging.total,
              onPageChange: data.paging.setPage,
              pageSizes: PAGE_SIZES,
              onPageSizeChange: data.paging.setSize,
            }
          }
          emptyText={block.emptyText}
          rowActions={block.rowActions.length ? (row) => <RowActions spec={block} row={row} /> : undefined}
          showCount={block.showCount}
          mobile={block.mobile ?? (block.rowActions.length ? 'cards' : 'scroll')}
          busy={data.status === 'loading'}
          error={data.status === 'failed' ? (data.error ?? t('screen.loadFailed')) : undefined}
          onRetry={data.reload}
        />
      ) : (
        <ListView spec={block} data={data} />
      )}
      {importing && importSpec ? (
        <Suspense fallback={null}>
          <ImportDialog
            spec={importSpec}
            importId={block.id}
            title={importSpec.label}
            onClose={(sent) => {
              setImporting(false);
              if (sent) state.reloads++;
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
};
export default GridBlock;
