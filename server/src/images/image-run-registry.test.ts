import { describe, expect, it } from 'vitest';
import { ImageRunRegistry } from './image-run-registry.js';

const request = (fields: { key?: string | null; body?: unknown; caller?: string } = {}) => ({
  functionName: 'update-micro-tour-images',
  callerId: fields.caller ?? 'admin-1',
  idempotencyKey: fields.key === undefined ? 'key-1' : fields.key,
  body: fields.body ?? { options: { updateAll: true } },
});

describe('image runs by Idempotency-Key', () => {
  it('a retry joins the run under way and gets its answer, once it ended too', async () => {
    const runs = new ImageRunRegistry();
    let started = 0;
    let finish!: (value: string) => void;
    const start = () => {
      started += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = runs.run(request(), start);
    const retry = runs.run(request({ body: { options: { updateAll: true } } }), start);
    finish('done');
    expect(await Promise.all([first, retry])).toEqual(['done', 'done']);
    expect(await runs.run(request(), start)).toBe('done');
    expect(started).toBe(1);
  });

  it('keeps a refusal for the retry as well', async () => {
    const runs = new ImageRunRegistry();
    const refused = new Error('busy');
    await expect(runs.run(request(), () => Promise.reject(refused))).rejects.toBe(refused);
    await expect(runs.run(request(), () => Promise.resolve('ran'))).rejects.toBe(refused);
  });

  it('starts a new run for another key, another caller, or no key at all', async () => {
    const runs = new ImageRunRegistry();
    let started = 0;
    const start = async () => ++started;
    await runs.run(request(), start);
    await runs.run(request({ key: 'key-2' }), start);
    await runs.run(request({ caller: 'admin-2' }), start);
    await runs.run(request({ key: null }), start);
    await runs.run(request({ key: null }), start);
    expect(started).toBe(5);
  });

  it('refuses the same key with another body (422), and forgets answers after 15 minutes', async () => {
    let now = 0;
    const runs = new ImageRunRegistry(() => now);
    await runs.run(request(), async () => 'first');
    await expect(
      runs.run(request({ body: { options: { fixMissingOnly: true } } }), async () => 'other'),
    ).rejects.toMatchObject({ reason: 'key-reused' });
    now += 15 * 60 * 1000;
    expect(await runs.run(request(), async () => 'again')).toBe('again');
  });
});
