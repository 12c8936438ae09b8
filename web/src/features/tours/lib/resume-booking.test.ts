import type { StoredTopUpResume } from '@app/domain/topup-resume';
import { describe, expect, it } from 'vitest';
import type { DateSeats } from '../../../lib/departures/departure-seats';
import {
  resumeConfirmText,
  resumedChoiceOf,
  resumeProblemOf,
  resumeProblemText,
} from './resume-booking';
import { topUpResumeOf } from './top-up-resume-of';

const tourId = '0b6c9a52-4a5e-4b8e-9a1f-6e2d7c3b1a90';
const departureId = '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f';
const addOnId = '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a';
const seats = (seatsLeft: number, isOpen = true): DateSeats => ({
  date: '2030-05-01',
  departureId,
  startTime: '09:00',
  isOpen,
  isCancelled: false,
  seatsLeft,
});

describe('the booking a card top-up carries', () => {
  it('is the panel’s choice to book, or the waiting list of a departure', () => {
    const choices = { date: '2030-05-01', travelers: 2, addonIds: [addOnId] };
    expect(topUpResumeOf(tourId, choices, 'book')).toEqual({
      kind: 'book_tour',
      tour_id: tourId,
      start_date: '2030-05-01',
      travelers: 2,
      addon_ids: [addOnId],
    });
    expect(topUpResumeOf(tourId, choices, { join: { departureId } })).toEqual({
      kind: 'join_waitlist',
      departure_id: departureId,
      travelers: 2,
    });
    expect(topUpResumeOf(tourId, choices, { join: { departureId: null } })).toBeUndefined();
  });

  it('comes back into this tour’s panel only', () => {
    const book: StoredTopUpResume = {
      kind: 'book_tour',
      tour_id: tourId,
      slug: 'alps',
      start_date: '2030-05-01',
      travelers: 2,
      addon_ids: [addOnId],
    };
    expect(resumedChoiceOf(book, tourId)).toEqual({
      action: 'book',
      choices: { date: '2030-05-01', travelers: 2, addonIds: [addOnId] },
      departureId: null,
    });
    expect(resumedChoiceOf(book, departureId)).toBeNull();
    expect(resumedChoiceOf(null, tourId)).toBeNull();
    expect(
      resumedChoiceOf(
        { kind: 'book_micro_tour', micro_tour_id: tourId, start_date: '2030-05-01', travelers: 1 },
        tourId,
      ),
    ).toBeNull();
    expect(
      resumedChoiceOf(
        {
          kind: 'join_waitlist',
          departure_id: departureId,
          tour_id: tourId,
          slug: 'alps',
          start_date: '2030-05-01',
          travelers: 3,
        },
        tourId,
      ),
    ).toEqual({
      action: 'join',
      choices: { date: '2030-05-01', travelers: 3, addonIds: [] },
      departureId,
    });
  });
});

describe('a resumed booking', () => {
  it('asks for another date when its date closed or its seats ran out', () => {
    expect(resumeProblemOf('book', true, seats(5), 2)).toBeNull();
    expect(resumeProblemOf('book', true, undefined, 2)).toBeNull();
    expect(resumeProblemOf('book', false, seats(5), 2)).toBe('date_unavailable');
    expect(resumeProblemOf('book', true, seats(5, false), 2)).toBe('date_unavailable');
    expect(resumeProblemOf('book', true, seats(1), 2)).toBe('sold_out');
    expect(resumeProblemOf('join', true, seats(0), 2)).toBeNull();
    expect(resumeProblemOf('join', true, seats(2), 2)).toBe('seats_available');
  });

  it('says what arrived and what confirming does, at today’s total', () => {
    const words = {
      amountEur: 100,
      tourTitle: 'Julian Alps by Rail',
      date: '2030-05-01',
      travelers: 2,
      totalEur: 94.5,
    };
    expect(resumeConfirmText({ action: 'book', ...words })).toBe(
      'Your top-up of €100.00 has arrived. Confirm your booking: Julian Alps by Rail, Wed 1 May 2030, 2 travelers, €94.50.',
    );
    expect(resumeConfirmText({ action: 'join', ...words, travelers: 1, totalEur: 40 })).toBe(
      'Your top-up of €100.00 has arrived. Confirm joining the waiting list: Julian Alps by Rail, Wed 1 May 2030, 1 traveler, €40.00 held from your wallet.',
    );
    expect(resumeProblemText('date_unavailable', 100, '2030-05-01')).toBe(
      'Your top-up of €100.00 has arrived. Wed 1 May 2030 is no longer on sale. Please choose another date.',
    );
    expect(resumeProblemText('sold_out', 20, '2030-05-01')).toBe(
      'Your top-up of €20.00 has arrived. Wed 1 May 2030 no longer has seats for everyone. Please choose another date.',
    );
  });
});
