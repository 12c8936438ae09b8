import { describe, expect, it } from 'vitest';
import { ClientSlots } from './client-slots.js';

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (reason: unknown) => ({ ok: false as const, reason }),
  );

describe('ClientSlots', () => {
  it('runs up to the bound at once, then queues in order and hands each slot on', async () => {
    const slots = new ClientSlots({ perClient: 2, queuePerClient: 5, waitMs: 1000 });
    const first = await slots.acquire('a');
    const second = await slots.acquire('a');
    const order: string[] = [];
    const third = slots.acquire('a').then((release) => (order.push('third'), release));
    const fourth = slots.acquire('a').then((release) => (order.push('fourth'), release));
    expect(slots.load('a')).toEqual({ running: 2, waiting: 2 });
    // Another client is not held up.
    const other = await slots.acquire('b');
    first();
    first(); // a second release changes nothing
    (await third)();
    second();
    (await fourth)();
    expect(order).toEqual(['third', 'fourth']);
    expect(slots.load('a')).toEqual({ running: 0, waiting: 0 });
    other();
    expect(slots.load('b')).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once beyond the queue, and after the wait', async () => {
    const slots = new ClientSlots({ perClient: 1, queuePerClient: 1, waitMs: 50 });
    const held = await slots.acquire('a');
    const waiting = settle(slots.acquire('a'));
    expect(await settle(slots.acquire('a'))).toEqual({ ok: false, reason: 'queue_full' });
    expect(await waiting).toEqual({ ok: false, reason: 'timed_out' });
    expect(slots.load('a')).toEqual({ running: 1, waiting: 0 });
    held();
    expect(slots.load('a')).toEqual({ running: 0, waiting: 0 });
  });

  it('forgets a request whose client left while it waited', async () => {
    const slots = new ClientSlots({ perClient: 1, queuePerClient: 4, waitMs: 1000 });
    const held = await slots.acquire('a');
    let withdraw: () => void = () => undefined;
    const left = settle(slots.acquire('a', (leave) => (withdraw = leave)));
    expect(slots.load('a').waiting).toBe(1);
    withdraw();
    expect(await left).toEqual({ ok: false, reason: 'abandoned' });
    expect(slots.load('a').waiting).toBe(0);
    held();
    expect(slots.load('a')).toEqual({ running: 0, waiting: 0 });
  });
});
