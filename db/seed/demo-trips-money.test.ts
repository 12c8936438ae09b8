import { describe, expect, it } from 'vitest';
import { servicePool } from '@app/testing/clients';
import { checkLedger } from '@app/testing/money-invariants';
import { demoTravellers } from './demo-reviews.js';

describe("the demo travellers' trips (the demo ratings' reviews)", () => {
  it('are paid as a member pays: a demo top-up and the booking’s debit each, wallets at zero', async () => {
    const ids = demoTravellers.map((traveller) => traveller.id);
    const { figures, anomalies } = await checkLedger(servicePool(), undefined, ids);
    expect(anomalies).toEqual([]);
    expect(figures.paidBookings).toBeGreaterThan(100);
    expect(figures.topUpRows).toBe(figures.paidBookings);
    expect(figures.balancesEur).toBe(0);
    expect(figures.bookingDebitsEur).toBe(figures.paidBookingsEur);
  });

  it('are paid once: seeding again adds no money', async () => {
    const { rows } = await servicePool().query<{ paid: number }>(
      'select private.pay_demo_bookings() as paid',
    );
    expect(rows[0]!.paid).toBe(0);
  });
});
