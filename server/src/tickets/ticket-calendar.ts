import ical, { ICalCalendarMethod } from 'ical-generator';
import type { TicketDetails } from './ticket-details.js';
import { ticketLocale, ticketTitle, ticketUrl } from './ticket-facts.js';
import { mailTexts } from '../mail/mail-texts.js';
import { tzlib_get_ical_block } from 'timezones-ical-library';

/**
 * Wall-clock arithmetic: `YYYY-MM-DDTHH:MM:SS` plus minutes, without a zone. ical-generator
 * writes such a time as given next to the event's TZID, whatever the server's own zone is.
 */
function wallClock(date: string, time: string, plusMinutes = 0): string {
  const moment = new Date(`${date}T${time}:00Z`);
  moment.setUTCMinutes(moment.getUTCMinutes() + plusMinutes);
  return moment.toISOString().slice(0, 19);
}

function vtimezone(timeZone: string): string | null {
  const block = tzlib_get_ical_block(timeZone);
  return Array.isArray(block) && block[0] ? block[0] : null;
}

/**
 * The calendar entry sent with the confirmation: one event at the meeting point, starting at the
 * meeting time in the tour's own time zone, with a UID that stays the same for the booking (a
 * calendar updates the entry instead of adding a second one). Its SEQUENCE counts the booking's
 * date changes, so the entry of a moved booking replaces the one first sent (RFC 5545 3.8.7.4).
 */
export function ticketCalendar(details: TicketDetails, siteUrl: string): string {
  const locale = ticketLocale(details);
  const { t } = mailTexts(locale);
  const link = ticketUrl(siteUrl, details.reference, locale);
  const calendar = ical({
    name: 'EcoTours',
    prodId: { company: 'EcoTours', product: 'tickets', language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // The zone's definition for the event's TZID (no X-WR-TIMEZONE: the calendar has none),
    // from the IANA data timezones-ical-library ships: RFC 5545 wants it, Outlook relies on it.
    timezone: { name: null, generator: vtimezone },
  });
  calendar.createEvent({
    id: `${details.bookingId}@${new URL(siteUrl).hostname}`,
    sequence: details.dateChanges,
    timezone: details.timeZone,
    start: wallClock(details.startDate, details.meetingTime),
    end: wallClock(details.startDate, details.meetingTime, details.durationMinutes),
    summary: ticketTitle(details),
    location: details.meetingPoint ?? undefined,
    description: t('calendar.description', {
      reference: details.reference,
      travellers: t('mail.travellers', { count: details.travelers }),
      link,
    }),
    url: link,
  });
  return calendar.toString();
}
