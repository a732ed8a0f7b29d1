/** The browser tab title of a page: `화면 제목 | 시스템 제목`, or the system title (`app.title`) alone. */
export function pageTitle(title: string | undefined, appTitle: string): string {
  return title ? `${title} | ${appTitle}` : appTitle;
}
