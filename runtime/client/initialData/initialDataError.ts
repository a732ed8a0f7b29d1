/** The initial data could not be loaded: the fatal 500 screen with the spec's message. */
export class InitialDataError extends Error {
  constructor(cause?: unknown) {
    super('initial data failed', { cause });
    this.name = 'InitialDataError';
  }
}
