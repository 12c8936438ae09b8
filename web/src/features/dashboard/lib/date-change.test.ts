import { dateChangeTerms } from '@app/domain/date-change-terms';
import { FUNCTION_ERROR_CODES } from '@app/domain/function-errors';
import { describe, expect, it } from 'vitest';
import {
  dateChangeRefusalText,
  dateChangeState,
  feeText,
  movedFromText,
  priceDifferenceText,
  readDateChangeQuote,
} from './date-change';

const booking = {
  status: 'paid',
  tour_id: 'tour',
  start_date: '2027-03-16',
  time_zone: 'Europe/Paris',
  changeTerms: dateChangeTerms,
};

describe('dateChangeState', () => {
  it('offers a change until 7 days before the start in the tour zone, then says why not', () => {
    expect(dateChangeState(booking, new Date('2027-03-08T22:59:59Z'))).toEqual({ open: true });
    expect(dateChangeState(booking, new Date('2027-03-08T23:00:00Z'))).toEqual({
      open: false,
      text: 'Date changes close 7 days before the start',
    });
    expect(dateChangeState(booking, new Date('2027-03-15T22:59:59Z'))).toMatchObject({
      open: false,
    });
  });

  it('says nothing of micro-tours, unpaid or begun trips, or a booking without terms', () => {
    const early = new Date('2027-01-01T10:00:00Z');
    expect(dateChangeState({ ...booking, tour_id: null }, early)).toBeNull();
    expect(dateChangeState({ ...booking, status: 'cancelled' }, early)).toBeNull();
    expect(dateChangeState({ ...booking, status: 'pending' }, early)).toBeNull();
    expect(dateChangeState({ ...booking, changeTerms: null }, early)).toBeNull();
    expect(dateChangeState(booking, new Date('2027-03-15T23:00:00Z'))).toBeNull();
  });
});

describe('dateChangeRefusalText', () => {
  it('gives every refusal of the change a sentence, never the code', () => {
    const codes = [
      'validation_failed',
      'booking_not_found',
      'booking_already_cancelled',
      'booking_not_paid',
      'date_change_not_offered',
      'date_change_closed',
      'date_unavailable',
      'same_date',
      'sold_out',
      'insufficient_funds',
      'tour_not_found',
    ];
    for (const code of codes) {
      const text = dateChangeRefusalText(code, dateChangeTerms);
      expect(text, code).toMatch(/^[A-Z].*\.$/);
      expect(text, code).not.toContain('_');
    }
    expect(dateChangeRefusalText('date_change_closed', dateChangeTerms)).toBe(
      'Date changes close 7 days before the start: this booking can no longer move.',
    );
    expect(dateChangeRefusalText('rate_limited', dateChangeTerms)).toBeUndefined();
    expect(dateChangeRefusalText(null, dateChangeTerms)).toBeUndefined();
  });

  it('knows the refusal codes the server sends', () => {
    const known = new Set<string>(FUNCTION_ERROR_CODES);
    for (const code of [
      'booking_not_paid',
      'date_change_not_offered',
      'date_change_closed',
      'same_date',
    ]) {
      expect(known.has(code), code).toBe(true);
    }
  });
});

describe('readDateChangeQuote', () => {
  it('reads the figures, numbers or numeric strings', () => {
    expect(
      readDateChangeQuote({
        allowed: true,
        code: null,
        fee: 0,
        priceDifference: '-80.00',
        toPay: 0,
        toRefund: 80,
        seatsLeft: 4,
      }),
    ).toEqual({
      allowed: true,
      code: null,
      message: null,
      fee: 0,
      priceDifference: -80,
      toPay: 0,
      toRefund: 80,
      seatsLeft: 4,
    });
    expect(readDateChangeQuote({ allowed: false, code: 'same_date' })).toMatchObject({
      allowed: false,
      code: 'same_date',
      toPay: 0,
    });
    expect(readDateChangeQuote(null)).toBeNull();
    expect(readDateChangeQuote({ allowed: 'yes' })).toBeNull();
  });
});

describe('the figures in words', () => {
  it('say the fee, the difference and the old date', () => {
    expect(feeText(80, dateChangeTerms)).toBe('€80.00');
    expect(feeText(0, dateChangeTerms)).toBe('Free with your Flexible Date Change');
    expect(feeText(0, { feePerTravelerEur: 0 })).toBe('Free');
    expect(priceDifferenceText(120)).toBe('+€120.00');
    expect(priceDifferenceText(-80.5)).toBe('−€80.50');
    expect(priceDifferenceText(0)).toBe('€0.00');
    expect(movedFromText('2027-03-12')).toBe('Moved from March 12, 2027');
  });
});
