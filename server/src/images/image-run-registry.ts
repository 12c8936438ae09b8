import { requestHash as hashOf } from '../platform/canonical-json.js';
import { ImageRunRefusal } from './image-run-refusal.js';

/** How long a finished run's answer is kept for a retry of the same request. */
const KEEP_MS = 15 * 60 * 1000;
/** Runs remembered at once; runs take turns under the lock, so a handful is already plenty. */
const MAX_RUNS = 100;

interface Run<Answer> {
  requestHash: string;
  answer: Promise<Answer>;
  settled: boolean;
  expires: number;
}

/**
 * The image runs of this gateway by the caller's Idempotency-Key. A run goes on when its request
 * is cut off (a proxy's or the browser's time limit); the app then sends the same request with
 * the same key, which joins the run under way, or gets its answer once it has ended, instead of
 * starting a second run that would wait for the first one's lock and be refused. The answers
 * are kept as they are, of one type per registry (`unknown` for the image functions' answers).
 */
export class ImageRunRegistry<Answer = unknown> {
  readonly #runs = new Map<string, Run<Answer>>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * `start()`'s answer, or the answer of the run already started with the same key by the same
   * caller for the same function. The same key with another body is refused (422).
   */
  run(
    request: {
      functionName: string;
      callerId: string;
      idempotencyKey: string | null;
      body: unknown;
    },
    start: () => Promise<Answer>,
  ): Promise<Answer> {
    if (request.idempotencyKey === null) return start();
    this.#forgetExpired();
    const id = `${request.functionName}\n${request.callerId}\n${request.idempotencyKey}`;
    const requestHash = hashOf(request.body);
    const known = this.#runs.get(id);
    if (known) {
      if (known.requestHash !== requestHash) {
        return Promise.reject(
          new ImageRunRefusal(
            'key-reused',
            'This Idempotency-Key was sent before with another request',
          ),
        );
      }
      return known.answer;
    }
    const run: Run<Answer> = { requestHash, answer: start(), settled: false, expires: Infinity };
    const settle = () => {
      run.settled = true;
      run.expires = this.now() + KEEP_MS;
    };
    run.answer.then(settle, settle);
    this.#runs.set(id, run);
    return run.answer;
  }

  /** Drops answers past their time, and the oldest finished ones beyond MAX_RUNS. */
  #forgetExpired() {
    const now = this.now();
    for (const [id, run] of this.#runs) if (run.expires <= now) this.#runs.delete(id);
    for (const [id, run] of this.#runs) {
      if (this.#runs.size < MAX_RUNS) break;
      if (run.settled) this.#runs.delete(id);
    }
  }
}
