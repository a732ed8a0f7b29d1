import { config } from '../../generated/config.gen.ts';

/** The browser tab title of a page: `화면 제목 | 시스템 제목`, or the system title alone. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} | ${config.app.title}` : config.app.title;
}
