import type { FixResponse, FixResultItem } from '@app/domain';
import { describe, expect, it, vi } from 'vitest';
import { chunk, progressPercent, runFixBatches } from './fix-batches';

const item = (tourId: string, action: FixResultItem['action'] = 'updated'): FixResultItem => ({
  tourId,
  title: `Tour ${tourId}`,
  slug: `tour-${tourId}`,
  action,
  score: 7,
  reason: null,
  query: null,
  newUrl: null,
});

const answer = (ids: string[], success = true): FixResponse => ({
  success,
  results: ids.map((id) => item(id)),
  updatedCount: ids.length,
  skippedCount: 0,
  failedCount: 0,
  totalTours: ids.length,
});

describe('chunk', () => {
  it('cuts a list into batches of the size, the last one shorter', () => {
    expect(chunk(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 3)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
      ['g'],
    ]);
    expect(chunk([], 5)).toEqual([]);
  });

  it('refuses a size below 1', () => {
    expect(() => chunk(['a'], 0)).toThrow();
  });
});

describe('progressPercent', () => {
  it('rounds to whole percent and treats nothing to do as done', () => {
    expect(progressPercent(0, 12)).toBe(0);
    expect(progressPercent(5, 12)).toBe(42);
    expect(progressPercent(12, 12)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
  });
});

describe('runFixBatches', () => {
  const ids = ['1', '2', '3', '4', '5', '6', '7'];

  it('calls batch by batch, reporting progress and all results so far after each', async () => {
    const callBatch = vi.fn((batch: string[]) => Promise.resolve(answer(batch)));
    const updates: { percent: number; count: number }[] = [];
    const outcome = await runFixBatches(
      ids,
      callBatch,
      ({ percent, results }) => updates.push({ percent, count: results.length }),
      3,
    );
    expect(callBatch.mock.calls.map(([batch]) => batch)).toEqual([
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7'],
    ]);
    expect(updates).toEqual([
      { percent: 43, count: 3 },
      { percent: 86, count: 6 },
      { percent: 100, count: 7 },
    ]);
    expect(outcome).toEqual({ kind: 'finished', results: ids.map((id) => item(id)) });
  });

  it('finishes at once without calls when no tour is a candidate', async () => {
    const callBatch = vi.fn();
    const outcome = await runFixBatches([], callBatch, () => {}, 5);
    expect(callBatch).not.toHaveBeenCalled();
    expect(outcome).toEqual({ kind: 'finished', results: [] });
  });

  it('stops at an unsuccessful answer, keeping its results and the progress before it', async () => {
    const callBatch = vi.fn((batch: string[]) => Promise.resolve(answer(batch, batch[0] !== '4')));
    const percents: number[] = [];
    const outcome = await runFixBatches(ids, callBatch, ({ percent }) => percents.push(percent), 3);
    expect(callBatch).toHaveBeenCalledTimes(2);
    expect(percents).toEqual([43, 43]);
    expect(outcome.kind).toBe('unsuccessful');
    expect(outcome.results).toHaveLength(6);
  });

  it('stops at an empty answer', async () => {
    const callBatch = vi.fn(() => Promise.resolve(null));
    const outcome = await runFixBatches(ids, callBatch, () => {}, 3);
    expect(callBatch).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({ kind: 'empty', results: [] });
  });

  it('lets a thrown error through', async () => {
    const callBatch = vi.fn(() => Promise.reject(new Error('boom')));
    await expect(runFixBatches(ids, callBatch, () => {}, 3)).rejects.toThrow('boom');
  });
});
