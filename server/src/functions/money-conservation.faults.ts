import { describe, expect, it } from 'vitest';
import { formatMoneyRun, runMoneyRun } from '@app/testing/money-run';

/**
 * The proof that no money is lost: 32 clients book and top up for 20 members through the real
 * gateway while the server process is killed with SIGKILL and restarted on the same DATA_DIR.
 * `npm run bench -- --suite bookings` runs the same thing longer.
 */
describe('money under concurrency and crashes', () => {
  it('no balance below zero, every wallet equals its ledger, money conserved, one effect per key, every success survives', async () => {
    const result = await runMoneyRun({
      operations: 2000,
      members: 20,
      clients: 32,
      kills: 3,
      log: (message) => console.log(`[money run] ${message}`),
    });
    console.log(formatMoneyRun(result));

    expect(result.anomalies).toEqual([]);
    expect(result.operations).toBe(2000);
    expect(result.kills).toBe(3);
    expect(result.resends).toBeGreaterThanOrEqual(150);
    expect(result.pairs + result.sameKeyPairs).toBeGreaterThan(0);
    expect(result.bursts.count).toBeGreaterThanOrEqual(5);
    expect(result.bursts.beyondBalance).toBe(result.bursts.count);
    expect(result.bursts.refused).toBeGreaterThan(0);
    // Both outcomes happened, so the run proved something about each.
    expect(result.paidBookings).toBeGreaterThan(500);
    expect(result.topUps).toBeGreaterThan(50);
    expect(result.insufficientFunds).toBeGreaterThan(0);
    expect(result.ledger?.negativeWallets).toBe(0);
  }, 240_000);
});
