import { randomUUID } from 'node:crypto';
import { QR_QUIET_ZONE, qrPath, TICKET_QR_ERROR_CORRECTION } from '@app/domain/qr-path';
import { create as createQr } from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../platform/pdf-text-test-kit.js';
import { decodeFrame, decodeQr, pdfPagesAsPng } from './ticket-scan-test-kit.js';
import { ticketCalendar } from './ticket-calendar.js';
import type { TicketDetails } from './ticket-details.js';
import { renderTicketsPdf } from './ticket-pdf.js';
import { signTicketToken, ticketKey } from './ticket-tokens.js';

const key = ticketKey('a-test-jwt-secret-of-enough-length-0123456789');

function details(overrides: Partial<TicketDetails> = {}): TicketDetails {
  const bookingId = overrides.bookingId ?? randomUUID();
  return {
    bookingId,
    reference: bookingId.slice(0, 8).toUpperCase(),
    userId: randomUUID(),
    email: 'ada@example.test',
    holderName: 'Ada Lovelace',
    kind: 'tour',
    title: 'Danube Rail Journey',
    meetingPoint: 'Wien Hauptbahnhof, main hall',
    meetingAt: { lat: 48.18486, lng: 16.37761 },
    route: [],
    startDate: '2026-12-03',
    meetingTime: '09:00',
    timeZone: 'Europe/Vienna',
    startsAt: new Date('2026-12-03T08:00:00Z'),
    durationMinutes: 3 * 24 * 60,
    travelers: 2,
    addons: [{ name: 'Bike rental', priceEur: 12.5 }],
    totalEur: 185,
    status: 'paid',
    checkedInAt: null,
    dateChanges: 0,
    refundTiers: [],
    refundEur: null,
    refundPercent: null,
    ...overrides,
  };
}

/** The code as the site draws it (TicketQr): the same path on white, 8 px a module. */
function siteQrPng(token: string): Promise<Buffer> {
  const { modules } = createQr(token, { errorCorrectionLevel: TICKET_QR_ERROR_CORRECTION });
  const side = modules.size + 2 * QR_QUIET_ZONE;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" ` +
    `width="${side * 8}" height="${side * 8}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path d="${qrPath(modules)}" fill="#000"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** RFC 5545 content lines, unfolded: name (with parameters) and value. */
function icsLines(text: string): Array<{ name: string; value: string }> {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const colon = line.indexOf(':');
      expect(colon, line).toBeGreaterThan(0);
      return { name: line.slice(0, colon), value: line.slice(colon + 1) };
    });
}

// Fixed ids: the same images every run.
const QR_BOOKINGS = [
  '3f2a9c1e-1111-4222-8333-444455556666',
  '00000000-0000-4000-8000-000000000000',
  'ffffffff-ffff-4fff-bfff-ffffffffffff',
  '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
  '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b',
];

describe('the QR code', () => {
  it('printed from the PDF, decodes back to the exact token, read as a camera reads it', async () => {
    const tickets = QR_BOOKINGS.map((bookingId) => ({
      details: details({ bookingId }),
      token: signTicketToken(key, bookingId),
    }));
    const pages = await pdfPagesAsPng(await renderTicketsPdf(tickets));
    expect(pages).toHaveLength(tickets.length);
    for (const [index, page] of pages.entries()) {
      expect(await decodeQr(page), tickets[index]!.details.bookingId).toBe(tickets[index]!.token);
    }
  });

  it('holds exactly the token, module for module, as the site draws it', async () => {
    for (const bookingId of QR_BOOKINGS) {
      const token = signTicketToken(key, bookingId);
      expect(await decodeFrame(sharp(await siteQrPng(token)), true), bookingId).toBe(token);
    }
  });
});

describe('the PDF e-ticket', () => {
  it('has one page per booking with its facts and the sentence for the meeting point', async () => {
    const tickets = [details(), details({ title: 'Alpine Loop', status: 'cancelled' })].map(
      (facts) => ({ details: facts, token: signTicketToken(key, facts.bookingId) }),
    );
    const pdf = await renderTicketsPdf(tickets, { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    // Wrapped lines join with one space, as a reader sees them.
    const text = await pdfText(pdf);
    for (const ticket of tickets) {
      expect(text).toContain(ticket.details.reference);
      expect(text).toContain(ticket.details.title);
    }
    for (const words of [
      'EcoTours',
      'Show this code at the meeting point',
      'Wien Hauptbahnhof, main hall',
      '3 December 2026',
      '09:00',
      '2 travellers',
      'Bike rental',
      '185.00',
      'Ada Lovelace',
      'CANCELLED',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('prints every European letter: names, titles and meeting points as they are written', async () => {
    const facts = details({
      holderName: 'Łukasz Wójcik-Ştefănescu',
      title: 'Brașov și Țara Bârsei',
      meetingPoint: 'Πλατεία Συντάγματος / Майдан Незалежності',
      meetingAt: { lat: 51.7592, lng: 19.456 },
    });
    const pdf = await renderTicketsPdf([
      { details: facts, token: signTicketToken(key, facts.bookingId) },
    ]);
    const text = await pdfText(pdf);
    for (const words of [
      'Łukasz Wójcik-Ştefănescu',
      'Brașov și Țara Bârsei',
      'Πλατεία Συντάγματος / Майдан Незалежності',
      // The map's towns around Łódź, in their own letters.
      'Zduńska Wola',
      'Żyrardów',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('is compressed by default, with its code drawn as shapes: a small attachment', async () => {
    const facts = details();
    const pdf = await renderTicketsPdf([
      { details: facts, token: signTicketToken(key, facts.bookingId) },
    ]);
    const source = pdf.toString('latin1');
    expect(source.startsWith('%PDF-')).toBe(true);
    expect(source).toContain('/FlateDecode');
    expect(source).not.toContain('/Subtype /Image');
    expect(source.trimEnd().endsWith('%%EOF')).toBe(true);
    // The subsets of the documents' font it embeds (two weights, the letters it uses) add
    // about 9 KB to the 8 KB it weighed in the built-in Helvetica.
    expect(pdf.length).toBeLessThan(20_000);
  });
});

describe('the meeting point map (issue 52)', () => {
  it("draws the map as vector shapes, and links it and the directions line to the phone's maps app", async () => {
    const facts = details();
    const pdf = await renderTicketsPdf(
      [{ details: facts, token: signTicketToken(key, facts.bookingId) }],
      { compress: false },
    );
    const source = pdf.toString('latin1');
    // The map's box and the line under it, each a link annotation (a PDF string escapes brackets).
    const uri = String.raw`geo:48.18486,16.37761?q=48.18486,16.37761\(Wien%20Hauptbahnhof%2C%20main%20hall\)`;
    expect(source.split(`/URI (${uri})`)).toHaveLength(3);
    const text = await pdfText(pdf);
    expect(text).toContain('Directions: open the meeting point in your maps app');
    // A town of the basemap around the point, and no picture: the map is paths and text.
    expect(text).toContain('Bratislava');
    expect(source).not.toContain('/Subtype /Image');
  });

  it('is left out for a ticket whose meeting point has no coordinates', async () => {
    const facts = details({ meetingAt: null });
    const pdf = await renderTicketsPdf(
      [{ details: facts, token: signTicketToken(key, facts.bookingId) }],
      { compress: false },
    );
    expect(pdf.toString('latin1')).not.toContain('/URI (geo:');
    expect(await pdfText(pdf)).not.toContain('Directions');
  });
});

describe('the calendar entry', () => {
  it('is one published event at the meeting point, in the tour’s time zone, with a stable UID', () => {
    const facts = details();
    const text = ticketCalendar(facts, 'https://tours.example.org');
    const lines = icsLines(text);
    const value = (name: string) => lines.find((line) => line.name === name)?.value;
    expect(lines[0]).toEqual({ name: 'BEGIN', value: 'VCALENDAR' });
    expect(lines.at(-1)).toEqual({ name: 'END', value: 'VCALENDAR' });
    expect(lines.filter((line) => line.name === 'BEGIN' && line.value === 'VEVENT')).toHaveLength(
      1,
    );
    expect(value('METHOD')).toBe('PUBLISH');
    expect(value('UID')).toBe(`${facts.bookingId}@tours.example.org`);
    expect(value('DTSTART;TZID=Europe/Vienna')).toBe('20261203T090000');
    expect(value('DTEND;TZID=Europe/Vienna')).toBe('20261206T090000');
    expect(value('SUMMARY')).toBe('Danube Rail Journey');
    expect(value('LOCATION')).toBe('Wien Hauptbahnhof\\, main hall');
    expect(value('DESCRIPTION')).toContain(facts.reference);
    expect(value('DESCRIPTION')).toContain(`https://tours.example.org/tickets/${facts.reference}`);
    expect(ticketCalendar(facts, 'https://tours.example.org')).toContain(`UID:${value('UID')}`);
    expect(value('SEQUENCE')).toBe('0');
  });

  it('replaces the first entry once the booking moved: same UID, SEQUENCE its date changes', () => {
    const first = details();
    const moved = { ...first, startDate: '2026-12-17', dateChanges: 2 };
    const lines = icsLines(ticketCalendar(moved, 'https://tours.example.org'));
    const value = (name: string) => lines.find((line) => line.name === name)?.value;
    expect(value('UID')).toBe(`${first.bookingId}@tours.example.org`);
    expect(value('SEQUENCE')).toBe('2');
    expect(value('DTSTART;TZID=Europe/Vienna')).toBe('20261217T090000');
  });

  it('defines the TZID it names, with the zone’s summer-time changes around the date', () => {
    const lines = icsLines(ticketCalendar(details(), 'https://tours.example.org'));
    const zone = lines.slice(
      lines.findIndex((line) => line.name === 'BEGIN' && line.value === 'VTIMEZONE'),
      lines.findIndex((line) => line.name === 'END' && line.value === 'VTIMEZONE') + 1,
    );
    expect(zone).toContainEqual({ name: 'TZID', value: 'Europe/Vienna' });
    // Summer time from the last Sunday of March 02:00 (+01 -> +02) to the last of October 03:00.
    const text = zone.map((line) => `${line.name}:${line.value}`).join('\n');
    expect(text).toMatch(
      /BEGIN:DAYLIGHT\n(?:.*\n)*?TZOFFSETFROM:\+0100\nTZOFFSETTO:\+0200\nDTSTART:\d{4}03\d\dT020000\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\nEND:DAYLIGHT/,
    );
    expect(text).toMatch(
      /BEGIN:STANDARD\n(?:.*\n)*?TZOFFSETFROM:\+0200\nTZOFFSETTO:\+0100\nDTSTART:\d{4}10\d\dT030000\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\nEND:STANDARD/,
    );
    // The VTIMEZONE comes before the event that uses it; no calendar-wide zone is claimed.
    expect(lines.findIndex((line) => line.value === 'VTIMEZONE')).toBeLessThan(
      lines.findIndex((line) => line.value === 'VEVENT'),
    );
    expect(lines.some((line) => line.name === 'X-WR-TIMEZONE')).toBe(false);
  });

  it('gives a zone without summer time one standard offset', () => {
    const lines = icsLines(
      ticketCalendar(details({ timeZone: 'Europe/Istanbul' }), 'https://tours.example.org'),
    );
    const text = lines.map((line) => `${line.name}:${line.value}`).join('\n');
    expect(text).toContain('TZID:Europe/Istanbul');
    expect(text).toMatch(/BEGIN:STANDARD\n(?:.*\n)*?TZOFFSETTO:\+0300\n/);
    expect(text).not.toContain('BEGIN:DAYLIGHT');
  });

  it('ends a micro-tour after its hours', () => {
    const lines = icsLines(
      ticketCalendar(
        details({ kind: 'micro_tour', durationMinutes: 150, meetingPoint: null }),
        'https://tours.example.org',
      ),
    );
    expect(lines).toContainEqual({ name: 'DTEND;TZID=Europe/Vienna', value: '20261203T113000' });
    expect(lines.some((line) => line.name === 'LOCATION')).toBe(false);
  });
});
