import { MICRO_TOUR_BOOKING_CLOSE_HOURS } from './generated/db-rules.js';

const HOUR = 3_600_000;
/** One second before and at the instant `iso` less `hours`. */
const before = (iso: string, hours: number) =>
  new Date(Date.parse(iso) - hours * HOUR - 1000).toISOString();
const at = (iso: string, hours: number) => new Date(Date.parse(iso) - hours * HOUR).toISOString();

/**
 * Sales closing at their boundaries, shared by the domain's unit test and the SQL test of
 * private.departure_on_sale, so the date pickers and the booking functions cannot drift apart.
 * Budapest is UTC+1 in winter and UTC+2 in summer; the start time is 09:00 there unless a case
 * says otherwise.
 */
export const salesCases: ReadonlyArray<{
  name: string;
  startDate: string;
  startTime: string;
  timeZone: string;
  isMicroTour: boolean;
  /** The moment of the booking (ISO instant). */
  at: string;
  isOnSale: boolean;
}> = [
  {
    name: 'a micro-tour booked at 22:24 UTC for that day in Budapest: its start has passed',
    startTime: '09:00',
    startDate: '2026-12-01',
    timeZone: 'Europe/Budapest',
    isMicroTour: true,
    at: '2026-12-01T22:24:00Z',
    isOnSale: false,
  },
  {
    name: 'a micro-tour one second before its closing window (winter)',
    startTime: '09:00',
    startDate: '2026-12-01',
    timeZone: 'Europe/Budapest',
    isMicroTour: true,
    at: before('2026-12-01T08:00:00Z', MICRO_TOUR_BOOKING_CLOSE_HOURS),
    isOnSale: true,
  },
  {
    name: 'a micro-tour as its closing window begins (winter)',
    startTime: '09:00',
    startDate: '2026-12-01',
    timeZone: 'Europe/Budapest',
    isMicroTour: true,
    at: at('2026-12-01T08:00:00Z', MICRO_TOUR_BOOKING_CLOSE_HOURS),
    isOnSale: false,
  },
  {
    name: 'a micro-tour just inside its closing window, an hour before the start',
    startTime: '09:00',
    startDate: '2026-12-01',
    timeZone: 'Europe/Budapest',
    isMicroTour: true,
    at: '2026-12-01T07:00:00Z',
    isOnSale: false,
  },
  {
    name: 'a micro-tour one second before its closing window (summer)',
    startTime: '09:00',
    startDate: '2027-07-01',
    timeZone: 'Europe/Budapest',
    isMicroTour: true,
    at: before('2027-07-01T07:00:00Z', MICRO_TOUR_BOOKING_CLOSE_HOURS),
    isOnSale: true,
  },
  {
    name: 'a micro-tour as its closing window begins (summer)',
    startTime: '09:00',
    startDate: '2027-07-01',
    timeZone: 'Europe/Budapest',
    isMicroTour: true,
    at: at('2027-07-01T07:00:00Z', MICRO_TOUR_BOOKING_CLOSE_HOURS),
    isOnSale: false,
  },
  {
    name: 'a micro-tour for the next day, booked late in the evening',
    startTime: '09:00',
    startDate: '2026-12-02',
    timeZone: 'Europe/Budapest',
    isMicroTour: true,
    at: '2026-12-01T22:24:00Z',
    isOnSale: true,
  },
  {
    name: 'a tour in the last second before its start day in Budapest',
    startTime: '09:00',
    startDate: '2026-12-01',
    timeZone: 'Europe/Budapest',
    isMicroTour: false,
    at: '2026-11-30T22:59:59Z',
    isOnSale: true,
  },
  {
    name: 'a tour once its start day begins in Budapest (still the day before in UTC)',
    startTime: '09:00',
    startDate: '2026-12-01',
    timeZone: 'Europe/Budapest',
    isMicroTour: false,
    at: '2026-11-30T23:00:00Z',
    isOnSale: false,
  },
  {
    name: 'the same instant in London is still the day before',
    startTime: '09:00',
    startDate: '2026-12-01',
    timeZone: 'Europe/London',
    isMicroTour: false,
    at: '2026-11-30T23:00:00Z',
    isOnSale: true,
  },
  {
    name: 'a tour whose start date is past',
    startTime: '09:00',
    startDate: '2026-11-20',
    timeZone: 'Europe/Budapest',
    isMicroTour: false,
    at: '2026-11-30T12:00:00Z',
    isOnSale: false,
  },
  {
    name: 'a micro-tour at 14:00 one second before its closing window (winter)',
    startDate: '2026-12-01',
    startTime: '14:00',
    timeZone: 'Europe/Budapest',
    isMicroTour: true,
    at: before('2026-12-01T13:00:00Z', MICRO_TOUR_BOOKING_CLOSE_HOURS),
    isOnSale: true,
  },
  {
    name: 'a micro-tour at 14:00 as its closing window begins (winter)',
    startDate: '2026-12-01',
    startTime: '14:00',
    timeZone: 'Europe/Budapest',
    isMicroTour: true,
    at: at('2026-12-01T13:00:00Z', MICRO_TOUR_BOOKING_CLOSE_HOURS),
    isOnSale: false,
  },
  {
    name: 'a micro-tour at 01:30 closes the evening before',
    startDate: '2026-12-02',
    startTime: '01:30',
    timeZone: 'Europe/Budapest',
    isMicroTour: true,
    at: '2026-12-01T22:29:59Z',
    isOnSale: true,
  },
  {
    name: 'a micro-tour at 01:30 once the evening before passed 23:30',
    startDate: '2026-12-02',
    startTime: '01:30',
    timeZone: 'Europe/Budapest',
    isMicroTour: true,
    at: '2026-12-01T22:30:00Z',
    isOnSale: false,
  },
  {
    name: 'a tour starting at 18:00 still closes when its start day begins',
    startDate: '2026-12-01',
    startTime: '18:00',
    timeZone: 'Europe/Budapest',
    isMicroTour: false,
    at: '2026-11-30T23:00:00Z',
    isOnSale: false,
  },
];
