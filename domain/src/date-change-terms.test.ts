import { describe, expect, it } from 'vitest';
import { dateChangeClosedText, dateChangeSentence, dateChangeTerms } from './date-change-terms.js';
import { isDateChangeOpen } from './departure-rules.js';
import { DATE_CHANGE_TERMS } from './generated/db-rules.js';

describe('the date change terms', () => {
  it("are SQL's rule, said in words", () => {
    expect(dateChangeTerms).toEqual(DATE_CHANGE_TERMS);
    expect(dateChangeTerms).toEqual({
      closesDaysBefore: 7,
      feePerTravelerEur: 40,
      freeChangesWithAddOn: 1,
    });
    expect(dateChangeSentence()).toBe(
      'You may move your booking to another date of the same tour more than 7 days before it starts. The first change is free with the Flexible Date Change add-on; otherwise each change costs €40 per traveller. A higher price on the new date is charged, a lower one refunded to your wallet.',
    );
    expect(dateChangeClosedText()).toBe('Date changes close 7 days before the start');
  });

  it('follow the data when the rule changes', () => {
    const terms = { closesDaysBefore: 1, feePerTravelerEur: 12.5, freeChangesWithAddOn: 2 };
    expect(dateChangeSentence(terms)).toBe(
      'You may move your booking to another date of the same tour more than 1 day before it starts. The first 2 changes are free with the Flexible Date Change add-on; otherwise each change costs €12.50 per traveller. A higher price on the new date is charged, a lower one refunded to your wallet.',
    );
    expect(dateChangeSentence({ ...terms, freeChangesWithAddOn: 0 })).toContain(
      'before it starts. Each change costs €12.50 per traveller. A higher',
    );
    expect(dateChangeSentence({ ...terms, feePerTravelerEur: 0 })).toContain(
      'before it starts. Each change is free. A higher',
    );
    expect(dateChangeClosedText(terms)).toBe('Date changes close 1 day before the start');
  });

  it('close when no more than 7 whole days remain in the tour zone', () => {
    const open = (at: string, startDate = '2027-03-16') =>
      isDateChangeOpen(dateChangeTerms, startDate, 'Europe/Paris', new Date(at));
    expect(open('2027-03-08T10:00:00Z')).toBe(true); // 8 days before
    expect(open('2027-03-08T22:59:59Z')).toBe(true); // still the 8th in Paris
    expect(open('2027-03-08T23:00:00Z')).toBe(false); // the 9th in Paris: 7 days
    expect(open('2027-03-16T10:00:00Z')).toBe(false);
    expect(open('2027-04-01T10:00:00Z')).toBe(false);
  });
});
