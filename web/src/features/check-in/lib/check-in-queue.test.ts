import { describe, expect, it } from 'vitest';
import { createCheckInQueue, type QueueStorage, type SendAttempt } from './check-in-queue';

function memoryStorage(): QueueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const KEY = 'ecotours:check-in-queue:guide-1';
const answered = (bookingId: string): SendAttempt<string> => ({
  kind: 'answered',
  answer: bookingId,
});

describe('the check-in queue', () => {
  it('keeps one entry per booking, in the order they were checked in, across page loads', () => {
    const storage = memoryStorage();
    const queue = createCheckInQueue(storage, KEY);
    expect(queue.add('b-1', new Date('2026-05-01T10:00:00Z'))).toBe(true);
    expect(queue.add('b-2', new Date('2026-05-01T10:01:00Z'))).toBe(true);
    expect(queue.add('b-1', new Date('2026-05-01T10:02:00Z'))).toBe(false);
    expect(queue.entries().map((entry) => entry.bookingId)).toEqual(['b-1', 'b-2']);

    // A reload of the page: the same entries, the first time kept.
    const again = createCheckInQueue(storage, KEY);
    expect(again.entries()).toEqual([
      { bookingId: 'b-1', queuedAt: '2026-05-01T10:00:00.000Z' },
      { bookingId: 'b-2', queuedAt: '2026-05-01T10:01:00.000Z' },
    ]);
    // Another guide's queue on the same device is another key.
    expect(createCheckInQueue(storage, 'ecotours:check-in-queue:guide-2').entries()).toEqual([]);
  });

  it('sends the entries oldest first and empties the queue once each is answered', async () => {
    const storage = memoryStorage();
    const queue = createCheckInQueue(storage, KEY);
    queue.add('b-1');
    queue.add('b-2');
    const sent: string[] = [];
    const seen: string[] = [];
    const result = await queue.flush(
      (id) => {
        sent.push(id);
        return Promise.resolve(answered(id));
      },
      (entry) => seen.push(entry.bookingId),
    );
    expect(result).toBe('sent');
    expect(sent).toEqual(['b-1', 'b-2']);
    expect(seen).toEqual(['b-1', 'b-2']);
    expect(queue.entries()).toEqual([]);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('stops at the first entry without an answer and keeps it and the rest for the next try', async () => {
    const storage = memoryStorage();
    const queue = createCheckInQueue(storage, KEY);
    queue.add('b-1');
    queue.add('b-2');
    queue.add('b-3');
    const sent: string[] = [];
    const offlineAfterFirst = (id: string): Promise<SendAttempt<string>> => {
      sent.push(id);
      return Promise.resolve(sent.length === 1 ? answered(id) : { kind: 'unreachable' });
    };
    expect(await queue.flush(offlineAfterFirst)).toBe('unreachable');
    expect(sent).toEqual(['b-1', 'b-2']);
    expect(queue.entries().map((entry) => entry.bookingId)).toEqual(['b-2', 'b-3']);

    // A thrown network error counts as no answer too.
    expect(await queue.flush(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(
      'unreachable',
    );
    expect(queue.entries()).toHaveLength(2);

    // Back online: the rest, in order.
    sent.length = 0;
    await queue.flush((id) => {
      sent.push(id);
      return Promise.resolve(answered(id));
    });
    expect(sent).toEqual(['b-2', 'b-3']);
    expect(queue.entries()).toEqual([]);
  });

  it('drops a refused entry (it would be refused again) and goes on with the next', async () => {
    const queue = createCheckInQueue(memoryStorage(), KEY);
    queue.add('not-mine');
    queue.add('b-2');
    const outcomes: string[] = [];
    await queue.flush(
      (id) =>
        Promise.resolve(
          id === 'not-mine'
            ? { kind: 'refused', error: new Error('guide_not_assigned') }
            : answered(id),
        ),
      (entry, attempt) => outcomes.push(`${entry.bookingId}:${attempt.kind}`),
    );
    expect(outcomes).toEqual(['not-mine:refused', 'b-2:answered']);
    expect(queue.entries()).toEqual([]);
  });

  it('never sends one entry twice when flushes overlap (the online event and the retry timer)', async () => {
    const queue = createCheckInQueue(memoryStorage(), KEY);
    queue.add('b-1');
    let release: () => void = () => {};
    const sent: string[] = [];
    const send = (id: string) => {
      sent.push(id);
      return new Promise<SendAttempt<string>>((resolve) => {
        release = () => resolve(answered(id));
      });
    };
    const first = queue.flush(send);
    const second = queue.flush(send);
    expect(second).toBe(first);
    await Promise.resolve();
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual(['b-1']);
    // The next flush after it is a new one.
    queue.add('b-2');
    await queue.flush((id) => {
      sent.push(id);
      return Promise.resolve(answered(id));
    });
    expect(sent).toEqual(['b-1', 'b-2']);
  });

  it('tells its listeners about changes and survives unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem(KEY, '{not json');
    const queue = createCheckInQueue(storage, KEY);
    expect(queue.entries()).toEqual([]);
    let calls = 0;
    const stop = queue.subscribe(() => (calls += 1));
    queue.add('b-1');
    expect(calls).toBe(1);
    stop();
    queue.add('b-2');
    expect(calls).toBe(1);

    const broken: QueueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    const inMemory = createCheckInQueue(broken, KEY);
    expect(inMemory.entries()).toEqual([]);
  });
});
