/** Why a request got no slot: too many already waiting, it waited too long, or it left. */
export type SlotRefusal = 'queue_full' | 'timed_out' | 'abandoned';

export interface ClientSlotsOptions {
  /** Requests one client may have running at once. */
  perClient: number;
  /** Requests one client may have waiting for a slot; more are refused at once. */
  queuePerClient: number;
  /** How long a request waits for a slot before it is refused. */
  waitMs: number;
}

interface Waiter {
  grant(release: () => void): void;
  refuse(reason: SlotRefusal): void;
}

interface ClientState {
  running: number;
  waiting: Waiter[];
}

/**
 * Bounds the requests each client runs at once, so that one client cannot hold every
 * connection of a shared pool: a request beyond the bound waits, first come first served,
 * for at most `waitMs`; beyond `queuePerClient` waiting it is refused at once. Counts live in
 * this process (each gateway bounds what passes through it).
 */
export class ClientSlots {
  readonly #clients = new Map<string, ClientState>();

  constructor(private readonly options: ClientSlotsOptions) {}

  /**
   * A slot for `client`: resolves with its release (call it exactly once, when the request
   * ends) or rejects with a SlotRefusal. `abandoned` withdraws a request still waiting.
   */
  acquire(client: string, abandoned?: (withdraw: () => void) => void): Promise<() => void> {
    const state = this.#clients.get(client) ?? { running: 0, waiting: [] };
    this.#clients.set(client, state);
    if (state.running < this.options.perClient) {
      state.running += 1;
      return Promise.resolve(this.#releaser(client, state));
    }
    if (state.waiting.length >= this.options.queuePerClient) {
      return Promise.reject<() => void>('queue_full' satisfies SlotRefusal);
    }
    return new Promise((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        const index = state.waiting.indexOf(waiter);
        if (index >= 0) state.waiting.splice(index, 1);
        this.#forgetIdle(client, state);
      };
      const waiter: Waiter = {
        grant: (release) => {
          clearTimeout(timer);
          resolve(release);
        },
        refuse: (reason) => {
          leave();
          reject(reason);
        },
      };
      const timer = setTimeout(() => waiter.refuse('timed_out'), this.options.waitMs);
      state.waiting.push(waiter);
      abandoned?.(() => waiter.refuse('abandoned'));
    });
  }

  /** Requests running and waiting for a client (for tests and metrics). */
  load(client: string): { running: number; waiting: number } {
    const state = this.#clients.get(client);
    return { running: state?.running ?? 0, waiting: state?.waiting.length ?? 0 };
  }

  #releaser(client: string, state: ClientState): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = state.waiting.shift();
      // The slot passes straight to the next in line, so the count stays as it is.
      if (next) return next.grant(this.#releaser(client, state));
      state.running -= 1;
      this.#forgetIdle(client, state);
    };
  }

  #forgetIdle(client: string, state: ClientState) {
    if (state.running === 0 && state.waiting.length === 0) this.#clients.delete(client);
  }
}
