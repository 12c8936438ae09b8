import { describe, expect, it } from 'vitest';
import { jobQueueReader } from './job-queue-metrics.js';

const row = { queued: '3', scheduled: '1', running: '0', failed: '2' };

describe('the job queue counts read on scrape', () => {
  it('make one query for concurrent scrapes and reuse it for five seconds', async () => {
    let now = 0;
    let queries = 0;
    const read = jobQueueReader(
      async () => {
        queries += 1;
        return { rows: [row] };
      },
      () => now,
    );
    const answers = await Promise.all(Array.from({ length: 10 }, () => read()));
    expect(queries).toBe(1);
    expect(answers[0]).toEqual({ queued: 3, scheduled: 1, running: 0, failed: 2 });
    now = 4999;
    await read();
    expect(queries).toBe(1);
    now = 5000;
    await read();
    expect(queries).toBe(2);
  });

  it('do not keep a failed read: the next scrape asks again', async () => {
    let queries = 0;
    const read = jobQueueReader(
      async () => {
        queries += 1;
        if (queries === 1) throw new Error('statement timeout');
        return { rows: [row] };
      },
      () => 0,
    );
    await expect(read()).rejects.toThrow('statement timeout');
    await expect(read()).resolves.toMatchObject({ queued: 3 });
    expect(queries).toBe(2);
  });
});
