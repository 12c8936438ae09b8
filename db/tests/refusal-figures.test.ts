import { describe, expect, it } from 'vitest';
import {
  BOOKING_MAX_YEARS_AHEAD,
  MAX_TRAVELERS,
  MICRO_TOUR_BOOKING_CLOSE_HOURS,
  MIN_TRAVELERS,
  TOPUP_MAX_EUR,
} from '@app/domain/db-rules';
import { servicePool } from '@app/testing/clients';
import {
  createSessionMember,
  queryAsMember,
  type SessionMember,
} from '@app/testing/member-sessions';
import { sqlRefusal } from '@app/testing/sql-refusals';

// The coded refusals whose figures were only in their English sentence send them in DETAIL as
// JSON (migration 0052), so a page says them in its reader's language; the sentence stays.

/** A refusal's DETAIL as JSON. */
const details = (refusal: { detail?: string }): unknown => JSON.parse(refusal.detail ?? 'null');

const inDays = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('refusals with their figures in DETAIL', () => {
  it('the travellers allowed', async () => {
    const refused = await sqlRefusal(
      servicePool().query('select private.check_travelers($1)', [MAX_TRAVELERS + 1]),
    );
    expect(refused).toMatchObject({
      code: 'PT400',
      hint: 'validation_failed',
      message: `${MIN_TRAVELERS}-${MAX_TRAVELERS} travelers allowed`,
    });
    expect(details(refused)).toEqual({
      error: `${MIN_TRAVELERS}-${MAX_TRAVELERS} travelers allowed`,
      minTravelers: MIN_TRAVELERS,
      maxTravelers: MAX_TRAVELERS,
    });
  });

  it('how far ahead bookings open', async () => {
    const refused = await sqlRefusal(
      servicePool().query('select private.check_start_date($1, $2)', [
        inDays(365 * (BOOKING_MAX_YEARS_AHEAD + 1)),
        [],
      ]),
    );
    expect(refused).toMatchObject({ code: 'PT422', hint: 'date_unavailable' });
    expect(details(refused)).toEqual({
      error: `Bookings open at most ${BOOKING_MAX_YEARS_AHEAD} years ahead. Please choose an earlier date.`,
      maxYearsAhead: BOOKING_MAX_YEARS_AHEAD,
    });
    // The other date refusals have no figures.
    const past = await sqlRefusal(
      servicePool().query('select private.check_start_date($1, $2)', [inDays(-3), []]),
    );
    expect(details(past)).toEqual({
      error: 'The start date is in the past. Please choose a later date.',
    });
  });

  it("a micro-tour's booking close, in hours", async () => {
    const refused = await sqlRefusal(
      servicePool().query('select private.check_on_sale($1, $2, $3, true)', [
        inDays(-1),
        '09:00',
        'Portugal',
      ]),
    );
    expect(refused).toMatchObject({
      code: 'PT422',
      hint: 'date_unavailable',
      message: `Bookings close ${MICRO_TOUR_BOOKING_CLOSE_HOURS} hours before the start. Please choose a later date.`,
    });
    expect(details(refused)).toMatchObject({ closesHoursBefore: MICRO_TOUR_BOOKING_CLOSE_HOURS });
    // A tour that has started: no figure to say.
    const started = await sqlRefusal(
      servicePool().query('select private.check_on_sale($1, null, $2, false)', [
        inDays(-1),
        'Portugal',
      ]),
    );
    expect(details(started)).toEqual({
      error: 'This tour has already started. Please choose a later date.',
    });
  });

  it("the most an admin's adjustment may move", async () => {
    const member = await createSessionMember();
    const admin: SessionMember = await createSessionMember().then((created) => ({
      ...created,
      caller: {
        ...created.caller,
        claims: {
          ...created.caller.claims,
          app_metadata: { provider: 'email', role: 'admin' },
          aal: 'aal2',
        },
      },
    }));
    const refused = await sqlRefusal(
      queryAsMember(admin, 'select wallet.adjust($1, $2, $3, $4, null, null)', [
        member.id,
        'credit',
        TOPUP_MAX_EUR + 1,
        'Too generous',
      ]),
    );
    expect(refused).toMatchObject({ code: 'PT400', hint: 'validation_failed' });
    expect(refused.message).toMatch(/^Amount must be greater than 0 and at most €10,000, with/);
    expect(details(refused)).toMatchObject({ maxAmount: TOPUP_MAX_EUR });
  });
});
