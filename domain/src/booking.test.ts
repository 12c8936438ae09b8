import { describe, expect, it } from 'vitest';
import { cancelDepartureBodySchema, walletAdjustmentBodySchema } from './booking.js';

const departure = '0b8f5a8e-4c1f-4d6e-9a51-3f0f2f1c8a11';

describe("an admin's reason", () => {
  it.each([
    ['too short', 'ok'],
    ['too long', 'x'.repeat(501)],
  ])('%s is refused in the words the web translates, for both limits', (_case, reason) => {
    const cancel = cancelDepartureBodySchema.safeParse({ departure_id: departure, reason });
    const adjust = walletAdjustmentBodySchema.safeParse({
      user_id: departure,
      direction: 'credit',
      amount_eur: 10,
      reason,
    });
    for (const result of [cancel, adjust]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'A reason of 3 to 500 characters is required',
      ]);
    }
  });

  it('takes 3 to 500 characters, trimmed', () => {
    const reason = ` ${'x'.repeat(500)} `;
    expect(
      cancelDepartureBodySchema.parse({ departure_id: departure, reason }).reason,
    ).toHaveLength(500);
  });
});
