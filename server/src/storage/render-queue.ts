/** Why a render was not queued: the whole queue is full, or one caller already has its share. */
export class RenderQueueFullError extends Error {
  constructor(readonly scope: 'queue' | 'caller') {
    super(
      scope === 'queue' ? 'The render queue is full' : 'This caller has too many renders queued',
    );
    this.name = 'RenderQueueFullError';
  }
}

export interface RenderQueueLimits {
  /** Renders running at once. */
  slots: number;
  /** Renders waiting for a slot, all callers together; one more is refused. */
  maxWaiting: number;
  /** Renders one caller may have running or waiting; one more is refused. */
  maxPerCaller: number;
}

interface Waiter {
  /** Its caller's turn: the earliest turn goes first, then the earliest arrival. */
  turn: number;
  arrival: number;
  start: () => void;
}

interface CallerState {
  /** Renders running or waiting. */
  held: number;
  /** The turn its next render gets. */
  nextTurn: number;
}

/**
 * A bounded, fair queue in front of the image renderer. Each render of a caller (an address)
 * takes that caller's next turn, and a caller with nothing queued starts at the current turn,
 * so callers are served in turn: one caller's backlog delays another caller's first render by
 * about one render per busy caller, not by the whole backlog (start-time fair queuing).
 * Refuses at once (RenderQueueFullError) instead of letting the queue grow without limit.
 */
export class RenderQueue {
  private running = 0;
  private arrivals = 0;
  /** The turn of the render started last. */
  private currentTurn = 0;
  private readonly waiters: Waiter[] = [];
  /** Only callers with renders running or waiting. */
  private readonly callers = new Map<string, CallerState>();

  constructor(readonly limits: RenderQueueLimits) {}

  /** Renders running and waiting now (for tests and logs). */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiters.length };
  }

  /** Runs `task` in a slot once one is free; throws RenderQueueFullError without waiting. */
  async run<T>(caller: string, task: () => Promise<T>): Promise<T> {
    const state = this.callers.get(caller) ?? { held: 0, nextTurn: this.currentTurn };
    if (state.held >= this.limits.maxPerCaller) throw new RenderQueueFullError('caller');
    const mustWait = this.running >= this.limits.slots;
    if (mustWait && this.waiters.length >= this.limits.maxWaiting) {
      throw new RenderQueueFullError('queue');
    }

    const turn = Math.max(state.nextTurn, this.currentTurn);
    state.nextTurn = turn + 1;
    state.held += 1;
    this.callers.set(caller, state);
    try {
      if (mustWait) {
        await new Promise<void>((start) => {
          this.waiters.push({ turn, arrival: this.arrivals++, start });
        });
      } else {
        this.running += 1;
        this.currentTurn = Math.max(this.currentTurn, turn);
      }
      try {
        return await task();
      } finally {
        this.running -= 1;
        this.startNext();
      }
    } finally {
      state.held -= 1;
      if (state.held === 0) this.callers.delete(caller);
    }
  }

  /** Gives a free slot to the waiting render with the earliest turn. */
  private startNext(): void {
    if (this.running >= this.limits.slots || this.waiters.length === 0) return;
    let next = 0;
    for (let i = 1; i < this.waiters.length; i += 1) {
      const a = this.waiters[i]!;
      const b = this.waiters[next]!;
      if (a.turn < b.turn || (a.turn === b.turn && a.arrival < b.arrival)) next = i;
    }
    const [waiter] = this.waiters.splice(next, 1);
    this.running += 1;
    this.currentTurn = Math.max(this.currentTurn, waiter!.turn);
    waiter!.start();
  }
}
