/**
 * Refund tiers at their boundaries, shared by the domain's unit test and the SQL test of
 * private.refund_percent, so the dialog's promise and the refund paid cannot drift apart. Days
 * count in the tour country's time zone: Paris is UTC+1 in winter and UTC+2 in summer.
 */
export const refundCases: ReadonlyArray<{
  name: string;
  startDate: string;
  timeZone: string;
  /** The moment of the cancellation (ISO instant). */
  at: string;
  /** null: the tour has started, the booking cannot be cancelled. */
  expectedPercent: number | null;
}> = [
  {
    name: '15 days before: full refund',
    startDate: '2027-03-16',
    timeZone: 'Europe/Paris',
    at: '2027-03-01T10:00:00Z',
    expectedPercent: 100,
  },
  {
    name: 'last minute of the 15th day before, Paris time',
    startDate: '2027-03-16',
    timeZone: 'Europe/Paris',
    at: '2027-03-01T22:59:59Z',
    expectedPercent: 100,
  },
  {
    name: 'exactly 14 days before from midnight in Paris (still the 1st in UTC)',
    startDate: '2027-03-16',
    timeZone: 'Europe/Paris',
    at: '2027-03-01T23:00:00Z',
    expectedPercent: 50,
  },
  {
    name: 'the same instant in London is still 15 days before',
    startDate: '2027-03-16',
    timeZone: 'Europe/London',
    at: '2027-03-01T23:00:00Z',
    expectedPercent: 100,
  },
  {
    name: 'exactly 7 days before: partial refund',
    startDate: '2027-07-08',
    timeZone: 'Europe/Paris',
    at: '2027-07-01T12:00:00Z',
    expectedPercent: 50,
  },
  {
    name: '6 days before, from midnight in summer (UTC+2)',
    startDate: '2027-07-08',
    timeZone: 'Europe/Paris',
    at: '2027-07-01T22:00:00Z',
    expectedPercent: 0,
  },
  {
    name: 'the eve of the tour: nothing back, still cancellable',
    startDate: '2027-07-08',
    timeZone: 'Europe/Helsinki',
    at: '2027-07-07T20:59:59Z',
    expectedPercent: 0,
  },
  {
    name: 'the start day in Helsinki: no longer cancellable',
    startDate: '2027-07-08',
    timeZone: 'Europe/Helsinki',
    at: '2027-07-07T21:00:00Z',
    expectedPercent: null,
  },
  {
    name: 'after the start',
    startDate: '2027-07-08',
    timeZone: 'Europe/Paris',
    at: '2027-07-10T09:00:00Z',
    expectedPercent: null,
  },
];
