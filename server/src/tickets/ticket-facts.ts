import { formatEuros } from '@app/domain/money';
import { longDate } from '../mail/booking-mails.js';
import type { TicketDetails } from './ticket-details.js';

const travellers = (count: number) => `${count} traveller${count === 1 ? '' : 's'}`;

/** The facts a ticket states, in the order the PDF and the mails list them. */
export function ticketFacts(details: TicketDetails): Array<[label: string, value: string]> {
  return [
    ['Reference', details.reference],
    ['Tour', details.title],
    ['Date', longDate(details.startDate)],
    ['Meeting time', `${details.meetingTime} (${details.timeZone} time)`],
    ['Meeting point', details.meetingPoint ?? 'Sent with your reminder before the tour'],
    ['Travellers', travellers(details.travelers)],
    [
      'Add-ons',
      details.addons.length === 0
        ? 'None'
        : details.addons
            .map((addon) => `${addon.name} (${formatEuros(addon.priceEur)} per traveller)`)
            .join(', '),
    ],
    ['Total paid', formatEuros(details.totalEur)],
    ['Ticket holder', details.holderName ?? details.email],
  ];
}

/** Where the owner finds the ticket on the site. */
export const ticketUrl = (siteUrl: string, reference: string) =>
  `${siteUrl.replace(/\/+$/, '')}/tickets/${reference}`;
