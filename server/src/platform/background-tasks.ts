import type { Logger } from './logger.js';

/**
 * Work done after the answer has gone out (e-mails, look-ups whose duration would tell whether an
 * account exists). Closing the server waits for it, so nothing runs against a closed pool.
 */
export class BackgroundTasks {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly log: Logger) {}

  run(label: string, work: () => Promise<unknown>): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error }, `${label} failed`),
      )
      .finally(() => this.#pending.delete(task));
    this.#pending.add(task);
  }

  async drain(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}
