import { describe, expect, it } from 'vitest';
import { RenderQueue, RenderQueueFullError } from './render-queue.js';

/** A task that finishes when the test says so, recording when it started. */
function gate(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('RenderQueue', () => {
  it('runs at most `slots` tasks and refuses beyond the waiting limit and a caller’s share', async () => {
    const queue = new RenderQueue({ slots: 2, maxWaiting: 3, maxPerCaller: 3 });
    const started: string[] = [];
    const gates = Array.from({ length: 5 }, (_, i) => gate(started, `t${i}`));
    const runs = gates.map((g, i) => queue.run(`caller-${i % 2}`, g.task));
    await settle();
    expect(started).toEqual(['t0', 't1']);
    expect(queue.size).toEqual({ running: 2, waiting: 3 });

    // caller-0 holds three (t0, t2, t4): its fourth is refused as its own share…
    await expect(queue.run('caller-0', async () => 'x')).rejects.toEqual(
      new RenderQueueFullError('caller'),
    );
    // …and a newcomer is refused because the queue is full.
    const refused = await queue.run('caller-9', async () => 'x').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RenderQueueFullError);
    expect((refused as RenderQueueFullError).scope).toBe('queue');

    for (const g of gates) g.finish();
    expect(await Promise.all(runs)).toEqual(['t0', 't1', 't2', 't3', 't4']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
    // Everything released: the same callers may queue again.
    expect(await queue.run('caller-0', async () => 'again')).toBe('again');
  });

  it('serves callers in turn, so one caller’s backlog does not delay another’s first render', async () => {
    const queue = new RenderQueue({ slots: 1, maxWaiting: 10, maxPerCaller: 10 });
    const started: string[] = [];
    const flood = Array.from({ length: 5 }, (_, i) => gate(started, `flood${i}`));
    const floodRuns = flood.map((g) => queue.run('flooder', g.task));
    const visitor = gate(started, 'visitor');
    const visitorRun = queue.run('visitor', visitor.task);
    await settle();
    expect(started).toEqual(['flood0']);

    flood[0]!.finish();
    await settle();
    // The visitor came after four waiting flood renders, yet goes next.
    expect(started).toEqual(['flood0', 'visitor']);
    visitor.finish();
    expect(await visitorRun).toBe('visitor');
    for (const g of flood) g.finish();
    await Promise.all(floodRuns);
    expect(started).toEqual(['flood0', 'visitor', 'flood1', 'flood2', 'flood3', 'flood4']);
  });

  it('frees the slot and the caller’s share when a task fails', async () => {
    const queue = new RenderQueue({ slots: 1, maxWaiting: 0, maxPerCaller: 1 });
    await expect(
      queue.run('a', async () => {
        throw new Error('bad pixels');
      }),
    ).rejects.toThrow('bad pixels');
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run('a', async () => 'ok')).toBe('ok');
  });
});
