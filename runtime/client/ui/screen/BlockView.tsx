import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { Block } from '../../../../schemas/blocks/index.ts';
import { t } from '../../i18n/t.ts';

// Only the login page needs the login flows: a chunk of their own.
const LoginPanel = lazy(() => import('../auth/LoginPanel.tsx'));
// The configuration screen's password form pulls the password rules: only that screen loads it.
const ConfigurationView = lazy(() => import('../config/ConfigurationView.tsx'));

/** Renders one block; each `type` of the manifest vocabulary has one branch here. */
export function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading': {
      const Tag = block.level === 1 ? 'h2' : block.level === 2 ? 'h2' : 'h3';
      return <Tag className={`c-heading c-heading--${block.level}`}>{block.text}</Tag>;
    }
    case 'text':
      return <p className="c-text">{block.text}</p>;
    case 'links':
      return (
        <section className="c-links">
          {block.title ? <h2 className="c-heading c-heading--2">{block.title}</h2> : null}
          <ul className="c-links__list">
            {block.items.map((item) => (
              <li key={item.to + item.label} className="c-links__item">
                <Link to={decodeURIComponent(item.to) as '/'} className="c-links__link">
                  <span className="c-links__label">{item.label}</span>
                  {item.description ? <span className="c-links__desc">{item.description}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'login':
      return (
        <Suspense fallback={<p className="c-text">{t('app.loading')}</p>}>
          <LoginPanel saveId={block.saveId} />
        </Suspense>
      );
    case 'configuration':
      return (
        <Suspense fallback={<p className="c-text">{t('app.loading')}</p>}>
          <ConfigurationView entries={block.entries} />
        </Suspense>
      );
    case 'placeholder':
      return (
        <p className="c-placeholder" role="note">
          {block.text}
        </p>
      );
  }
}
