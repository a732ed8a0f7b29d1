import { useContext } from 'react';
import { FileLinks } from '../FileLinks.tsx';
import { type BlockViewComponent, PopupValuesContext } from '../screenContext.ts';
import { useLoadedBody } from '../useLoadedBody.ts';
import { LoadError } from './LoadError.tsx';

/**
 * `files`: the files of the set whose id is at `key` of the record (`source`'s answer, or the values
 * its popup was opened with), each a download with its size.
 */
const FilesBlock: BlockViewComponent<'files'> = ({ block }) => {
  const loaded = useLoadedBody(block.source);
  const popupValues = useContext(PopupValuesContext);
  const record = block.source ? (loaded.status === 'ready' ? loaded.body : undefined) : popupValues;
  const value = record?.[block.key];
  const fileId = typeof value === 'string' ? value : '';
  return (
    <section className="c-files-block" aria-busy={loaded.status === 'loading' || undefined}>
      {block.title ? <h2 className="c-heading c-heading--2">{block.title}</h2> : null}
      <LoadError message={loaded.status === 'failed' ? loaded.error : undefined} />
      {record ? <FileLinks fileId={fileId} emptyText={block.emptyText} /> : null}
    </section>
  );
};
export default FilesBlock;
