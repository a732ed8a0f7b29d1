/**
 * Where `console build` writes the server's render of the pages (runtime/client/serverRender.tsx,
 * one CommonJS file): beside the client folder, never inside it, so it is not served.
 * `dist/client` → `dist/client.render/serverRender.cjs`.
 */
export function serverRenderFile(clientDir: string): string {
  let end = clientDir.length;
  while (end > 1 && (clientDir[end - 1] === '/' || clientDir[end - 1] === '\\')) end--;
  return `${clientDir.slice(0, end)}.render/serverRender.cjs`;
}

/** What the render file exports (runtime/client/serverRender.tsx). */
export interface ServerRenderModule {
  renderLoginPage(): { html: string; title: string };
  /** The console page's frame (`PageFrame`), for `console build` to write into index.html. */
  renderPageFrame(): string;
  renderConsolePage(url: string, initialData: string): Promise<{ html: string; title: string } | undefined>;
}
