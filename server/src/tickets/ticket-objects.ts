import { ticketFileName } from '@app/domain/tickets';
import { type Caller, SERVICE_CALLER } from '../platform/identity.js';
import type { ObjectStore } from '../storage/object-store.js';
import { E_TICKET_BUCKET } from '../storage/product-buckets.js';
import type { SignedUrls } from '../storage/signed-urls.js';
import type { TicketDetails } from './ticket-details.js';

/** The private bucket of bookings' e-tickets: one PDF per booking. */
const TICKET_BUCKET = E_TICKET_BUCKET;
/**
 * How long the e-ticket link in a booking mail works (decision 043): long enough to print it
 * before the trip's week, short enough that a forwarded mail soon opens nothing. The member
 * gets a fresh link from their ticket page at any time.
 */
export const MAILED_TICKET_LINK_SECONDS = 7 * 24 * 60 * 60;
/** The ticket page's link is followed at once: it lives a few minutes. */
export const PAGE_TICKET_LINK_SECONDS = 5 * 60;

/** Where e-tickets are stored and how links to them are signed. */
export interface TicketObjects {
  store: ObjectStore;
  signedUrls: SignedUrls;
}

const ticketObjectKey = (details: TicketDetails) => `${details.userId}/${details.reference}.pdf`;

/** Stores (or replaces) the booking's e-ticket, owned by its member, so only they may sign it. */
export async function storeTicketPdf(
  objects: TicketObjects,
  details: TicketDetails,
  pdf: Buffer,
): Promise<void> {
  await objects.store.putObject(SERVICE_CALLER, TICKET_BUCKET, ticketObjectKey(details), pdf, {
    contentType: 'application/pdf',
    cacheControl: 'private, no-store',
    upsert: true,
    owner: details.userId,
  });
}

/**
 * A signed download link to the stored e-ticket that expires after `seconds`, signed as `caller`:
 * only when the database lets them read it (its member, or the server itself).
 */
export async function ticketPdfLink(
  objects: TicketObjects,
  caller: Caller,
  details: TicketDetails,
  siteUrl: string,
  seconds: number,
): Promise<string> {
  const key = ticketObjectKey(details);
  const object = await objects.store.getObject(caller, TICKET_BUCKET, key);
  if (!object) throw new Error(`no stored e-ticket for booking ${details.bookingId}`);
  const path = await objects.signedUrls.signDownload(TICKET_BUCKET, key, seconds);
  const download = encodeURIComponent(ticketFileName(details.reference, 'pdf'));
  return `${siteUrl.replace(/\/+$/, '')}/storage/v1${encodeURI(path)}&download=${download}`;
}
