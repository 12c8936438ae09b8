import type { FunctionErrorCode } from '@app/domain/function-errors';

/**
 * A money function's refusal: its stable code, the message people read, the figures that go
 * with it (a shortage's amounts, the recomputed totals), and the status SQL raised it with
 * (SQLSTATE PTnnn), which decides whether a retry with the same key gets it again.
 */
export class MoneyRefusal extends Error {
  constructor(
    readonly code: FunctionErrorCode,
    readonly sqlStatus: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'MoneyRefusal';
  }
}
