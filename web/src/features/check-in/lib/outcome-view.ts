import '../messages';
import { plural, t } from '@lingui/core/macro';
import { formatCalendarDay, formatMoment } from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';
import { type CheckInResult, ticketTitleIn } from '@app/domain/tickets';
import { errorText } from '../../../lib/error-text';
import { functionErrorCode } from '../../../lib/server-function';
import { pageLocale } from '../../../i18n/page-locale';

export type OutcomeTone = 'success' | 'warning' | 'error';

/** What the check-in page shows, big, after a scan or a typed reference. */
export interface OutcomeView {
  tone: OutcomeTone;
  title: string;
  /** The booking's facts, each on a line of its own. */
  lines: string[];
}

/** The English title of a code that is no ticket (invalidCodeView() says it in the page's language). */
export const INVALID_CODE_TITLE = 'This code is not a valid EcoTours ticket';

/** A scanned or sent code that is no EcoTours ticket. */
export const invalidCodeView = (): OutcomeView => ({
  tone: 'error',
  title: t`This code is not a valid EcoTours ticket`,
  lines: [],
});

const formatClockTime = (moment: string) => formatMoment(moment, 'clockTime', pageLocale);

function bookingLines(result: CheckInResult, locale: Locale): string[] {
  const reference = result.reference;
  return [
    plural(result.travelers, { one: '# traveler', other: '# travelers' }),
    ...(result.holderName ? [result.holderName] : []),
    // The tour's title in the page's language, the English one where it has none.
    ticketTitleIn(result, locale).title,
    [formatCalendarDay(result.startDate, 'longDay', locale), result.startTime]
      .filter(Boolean)
      .join(', '),
    t`Ref ${reference}`,
  ];
}

/** A check-in's answer; times in the device's own time zone (HH:MM), words in the page's language. */
export function checkInOutcomeView(
  result: CheckInResult,
  formatTime: (moment: string) => string = formatClockTime,
  locale: Locale = pageLocale,
): OutcomeView {
  switch (result.outcome) {
    case 'checked_in':
      return { tone: 'success', title: t`Checked in`, lines: bookingLines(result, locale) };
    case 'already_checked_in': {
      const time = result.checkedInAt ? formatTime(result.checkedInAt) : undefined;
      return {
        tone: 'warning',
        title: time ? t`Already checked in at ${time}` : t`Already checked in`,
        lines: bookingLines(result, locale),
      };
    }
    case 'cancelled':
      return {
        tone: 'error',
        title: t`This booking was cancelled`,
        lines: bookingLines(result, locale),
      };
  }
}

/** A refused check-in: a forged code, a reference that names no booking of the day, … */
export function checkInErrorView(error: unknown, reference?: string): OutcomeView {
  switch (functionErrorCode(error)) {
    case 'invalid_ticket':
      return invalidCodeView();
    case 'ticket_not_found':
      return {
        tone: 'error',
        title: t`No booking found`,
        lines: [
          reference
            ? t`No booking with the reference ${reference} departs yesterday, today or tomorrow.`
            : t`No booking departs yesterday, today or tomorrow.`,
        ],
      };
    case 'ambiguous_reference':
      return {
        tone: 'warning',
        title: t`Several bookings have this reference`,
        lines: [t`Scan the ticket's QR code instead.`],
      };
    case 'staff_required':
      return {
        tone: 'error',
        title: t`Your account cannot check travelers in`,
        lines: [t`Ask an admin to make you a guide, then sign in again.`],
      };
    default:
      return {
        tone: 'error',
        title: t`Check-in failed`,
        lines: [errorText(error, t`Please try again.`)],
      };
  }
}
