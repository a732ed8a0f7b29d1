import type { ClientConfig } from '../../../../schemas/index.ts';
import { darken, tint } from '../../../core/theme/index.ts';

/**
 * Puts `app.density` and `app.theme` on the page before it renders: `data-density` on `<html>`
 * (the tokens of base.css follow it) and the brand colour with its darker (hover) and pale
 * (current item, focus ring) shades as CSS variables.
 */
export function applyTheme(
  app: Pick<ClientConfig['app'], 'density' | 'theme'>,
  root: HTMLElement | undefined = typeof document === 'undefined' ? undefined : document.documentElement,
): void {
  if (!root) return;
  root.dataset.density = app.density;
  const primary = app.theme.primary;
  root.style.setProperty('--c-primary', primary);
  root.style.setProperty('--c-primary-dark', darken(primary, 0.2));
  root.style.setProperty('--c-primary-soft', tint(primary, 0.9));
  root.style.setProperty('--c-focus', tint(primary, 0.45));
}
