import { describe, expect, it } from 'vitest';
import { formatMoneyRun, runMoneyRun } from '@app/testing/money-run';

/**
 * The proof that no money is lost: 32 clients book, cancel, wait in line and top up by card for
 * 20 members through the real gateway while the server process is killed with SIGKILL and
 * restarted on the same DATA_DIR; an admin cancels two departures; a fake Stripe takes the payments, refunds and disputes and sends their webhooks
 * twice, late, out of order and during the kills, next to forged ones, correctly signed lies
 * about the amount, signed bodies of no event shape and paid sessions naming another attempt. `npm run bench -- --suite
 * bookings` runs the same thing longer, with the demo provider.
 */
describe('money under concurrency and crashes', () => {
  it('no balance below zero, every wallet equals its ledger, money conserved, one effect per key, every success survives', async () => {
    const result = await runMoneyRun({
      operations: 2000,
      members: 20,
      clients: 32,
      kills: 3,
      cards: true,
      seats: true,
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
    // The card side was exercised in every way the checks speak about.
    const cards = result.cards!.traffic;
    expect(cards.paid + cards.paidLater).toBeGreaterThan(50);
    expect(cards.leftOpen + cards.expired + cards.failedLater).toBeGreaterThan(5);
    expect(cards.refunds + cards.disputes).toBeGreaterThan(5);
    // Issue 46: won disputes give back what their reversal took (or, won first, take nothing).
    expect(cards.disputesWon).toBeGreaterThan(0);
    expect(cards.partialRefunds).toBeGreaterThan(0);
    expect(cards.duplicated).toBeGreaterThan(0);
    expect(cards.outOfOrder).toBeGreaterThan(0);
    expect(cards.late).toBeGreaterThan(0);
    expect(cards.failedThenDelivered).toBeGreaterThan(0);
    expect(cards.forgedSent).toBeGreaterThan(0);
    expect(cards.forgedRefused).toBe(cards.forgedSent);
    // Issue 46: signed lies, bodies of no event shape and sessions naming another attempt.
    expect(cards.signedLies).toBeGreaterThan(0);
    expect(cards.badShapesSent).toBeGreaterThan(0);
    expect(cards.badShapesRefused).toBe(cards.badShapesSent);
    expect(cards.foreignSessions).toBeGreaterThan(0);
    expect(result.cards!.ledger?.reversals).toBeGreaterThan(5);
    // Seats ran out, members cancelled in more than one refund tier, the operator cancelled
    // departures, and waiting members were booked from their holds.
    const seats = result.seats!;
    expect(seats.soldOutRefusals).toBeGreaterThan(0);
    expect(seats.cancelledByMembers).toBeGreaterThan(20);
    expect(Object.keys(seats.byPercent).length).toBeGreaterThanOrEqual(2);
    expect(seats.departureCancellations).toBe(2);
    expect(seats.cancelledByOperator).toBeGreaterThan(0);
    expect(seats.entries.booked).toBeGreaterThan(0);
    expect(seats.entries.left + seats.entries.released).toBeGreaterThan(0);
  }, 240_000);
});
