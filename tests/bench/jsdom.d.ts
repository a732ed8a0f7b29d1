// The part of jsdom the grid benchmark uses (the package ships no types; vitest's jsdom
// environment needs none).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
