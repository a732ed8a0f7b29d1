import { displayValue } from '../../../../core/form/index.ts';
import { isRelativeUrl } from '../../../../core/url/index.ts';
import { useConsoleRuntime } from '../../../runtime/index.ts';
import { Loader, LoadFailed } from '../../kit/index.ts';
import { resolveApi, rowsOf } from '../apiRequest.ts';
import type { BlockViewComponent } from '../screenContext.ts';
import { useDisplaySettings } from '../useDisplaySettings.ts';
import { useLoadedBody } from '../useLoadedBody.ts';
import { RouteLink } from './routeLink.tsx';

type Link = { label: string; to: string; description?: string | undefined };
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * `links`: a titled list of links to other screens: the fixed items, then the rows of `source`
 * (each row a link when its `to` is a path of this console). One state at a time for the rows:
 * loading, the failure with 다시 시도, the empty text, or the links.
 */
const LinksBlock: BlockViewComponent<'links'> = ({ block }) => {
  const runtime = useConsoleRuntime();
  const settings = useDisplaySettings();
  const source = block.source;
  const loaded = useLoadedBody(source && { api: source.api, params: source.params });
  const fromApi: Link[] =
    source && loaded.status === 'ready'
      ? rowsOf(resolveApi(source.api, runtime.config.apis), loaded.answer).flatMap((row) => {
          const to = text(row[source.to]);
          const label = text(row[source.label]);
          if (!label || !isRelativeUrl(to)) return [];
          const description = source.description
            ? displayValue(row[source.description] as never, { format: source.format }, settings)
            : undefined;
          return [{ label, to, description }];
        })
      : [];
  const links: Link[] = [...block.items, ...fromApi];
  return (
    <section className="c-links" aria-busy={loaded.status === 'loading' || undefined}>
      {block.title ? <h2 className="c-heading c-heading--2">{block.title}</h2> : null}
      {loaded.status === 'failed' ? <LoadFailed message={loaded.error} onRetry={loaded.retry} /> : null}
      {loaded.status === 'loading' && !block.items.length ? <Loader compact /> : null}
      {links.length ? (
        <ul className="c-links__list">
          {links.map((item) => (
            <li key={item.to + item.label} className="c-links__item">
              <RouteLink to={item.to} className="c-links__link">
                <span className="c-links__label">{item.label}</span>
                {item.description ? <span className="c-links__desc">{item.description}</span> : null}
              </RouteLink>
            </li>
          ))}
        </ul>
      ) : loaded.status === 'ready' ? (
        <p className="c-links__empty">{block.emptyText}</p>
      ) : null}
    </section>
  );
};
export default LinksBlock;
