import { describe, expect, it } from 'vitest';
import { PAYMENT_ALERT_KINDS } from './generated/db-rules.js';
import { paymentAlertKindLabels, paymentAlertRowSchema } from './payment-alerts.js';

describe('payment alerts', () => {
  it('have a label for every kind the database allows, and none more', () => {
    expect(Object.keys(paymentAlertKindLabels).sort()).toEqual([...PAYMENT_ALERT_KINDS].sort());
  });

  it('refuse a kind the database does not know', () => {
    const row = {
      id: 'a',
      kind: 'foreign_attempt',
      message: 'm',
      topup_id: null,
      provider_reference: 'cs_1',
      details: {},
      created_at: '2026-01-01T00:00:00Z',
    };
    expect(paymentAlertRowSchema.safeParse(row).success).toBe(true);
    expect(paymentAlertRowSchema.safeParse({ ...row, kind: 'other' }).success).toBe(false);
  });
});
