import { createHash } from 'node:crypto';
import os from 'node:os';

/**
 * The host's own speed at one moment: a fixed piece of single-core work (hashing and a plain
 * JavaScript loop), timed. A shared VM's speed can move by a factor of two within minutes
 * (bench/RESULTS.md, 2026-11-27), and then ratios measured minutes apart say nothing; timing the
 * same work at the start and at the end of a run shows whether it was quiet.
 */
const DATA = Buffer.alloc(8 * 1024 * 1024, 7);
const LOOP = 20_000_000;
const TRIES = 5;

function fixedWork(): number {
  createHash('sha256').update(DATA).digest();
  let x = 0;
  for (let i = 0; i < LOOP; i++) x = (x + i * 31) % 1_000_003;
  return x;
}

/** Milliseconds the fixed work takes, the best of a few tries (the least disturbed). */
export function timeFixedWork(): number {
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const start = performance.now();
    fixedWork();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** How far the host's speed may move during a run that is still called quiet. */
export const MAX_SPEED_DRIFT = 0.15;

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

export interface RunConditions {
  loadAverage: string;
  fixedWorkMs: number;
}

export const readConditions = (): RunConditions => ({
  loadAverage: loadAverage(),
  fixedWorkMs: timeFixedWork(),
});

/** The run's conditions for the report, and a miss when the host's speed moved too far. */
export function describeConditions(
  before: RunConditions,
  after: RunConditions,
): { text: string; miss: string | undefined } {
  const drift = Math.abs(after.fixedWorkMs - before.fixedWorkMs) / before.fixedWorkMs;
  const speed =
    `host speed: fixed work ${before.fixedWorkMs.toFixed(0)} ms before, ` +
    `${after.fixedWorkMs.toFixed(0)} ms after (${(drift * 100).toFixed(0)} % apart; ` +
    `a quiet run stays within ${MAX_SPEED_DRIFT * 100} %)`;
  return {
    text: `load average before: ${before.loadAverage}, after: ${after.loadAverage}\n${speed}`,
    miss:
      drift > MAX_SPEED_DRIFT
        ? `not a quiet run: the host's speed moved ${(drift * 100).toFixed(0)} % (fixed work ${before.fixedWorkMs.toFixed(0)} → ${after.fixedWorkMs.toFixed(0)} ms)`
        : undefined,
  };
}

/**
 * The CPU slowdown Lighthouse's calibration table (docs/throttling.md, "Calibrating the CPU
 * slowdown") gives a host of this benchmarkIndex for a mid-tier mobile target.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1500) return 4; // high-end desktop
  if (benchmarkIndex >= 800) return 2; // low-end desktop or high-end mobile
  return 1; // already a mid-tier mobile
}
