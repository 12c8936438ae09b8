import type { FixResponse, FixResultItem } from '@app/domain';

/** Tours per fix call: small enough that the progress bar moves often. */
export const FIX_BATCH_SIZE = 5;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new Error('size must be at least 1');
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/** Whole percent of `done` out of `total`; nothing to do counts as done. */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}

export type BatchRunOutcome =
  | { kind: 'finished'; results: FixResultItem[] }
  | { kind: 'unsuccessful'; results: FixResultItem[] }
  | { kind: 'empty'; results: FixResultItem[] };

/**
 * Sends the tour ids batch by batch, reporting progress and results after each. Stops at the
 * first unsuccessful or empty answer; a thrown error propagates to the caller.
 */
export async function runFixBatches(
  tourIds: readonly string[],
  callBatch: (ids: string[]) => Promise<FixResponse | null | undefined>,
  onBatch: (update: { percent: number; results: FixResultItem[] }) => void,
  batchSize = FIX_BATCH_SIZE,
): Promise<BatchRunOutcome> {
  const results: FixResultItem[] = [];
  let done = 0;
  for (const batch of chunk(tourIds, batchSize)) {
    const answer = await callBatch(batch);
    if (!answer) return { kind: 'empty', results };
    results.push(...answer.results);
    if (!answer.success) {
      onBatch({ percent: progressPercent(done, tourIds.length), results: [...results] });
      return { kind: 'unsuccessful', results };
    }
    done += batch.length;
    onBatch({ percent: progressPercent(done, tourIds.length), results: [...results] });
  }
  return { kind: 'finished', results };
}
