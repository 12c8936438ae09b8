/** A start-up failure whose message is one sentence telling the operator what to do. */
export class StartupError extends Error {
  override name = 'StartupError';
}
