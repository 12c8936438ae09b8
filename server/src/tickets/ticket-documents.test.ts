import { randomUUID } from 'node:crypto';
import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ticketCalendar } from './ticket-calendar.js';
import type { TicketDetails } from './ticket-details.js';
import { renderTicketsPdf, ticketQrPng } from './ticket-pdf.js';
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
    refundTiers: [],
    refundEur: null,
    refundPercent: null,
    ...overrides,
  };
}

/** The text an uncompressed pdfkit file shows: each `[<hex> …] TJ` run, decoded, one per line. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((run) =>
      [...run[1]!.matchAll(/<([0-9a-f]*)>/g)]
        .map((chunk) => Buffer.from(chunk[1]!, 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

/** Decodes a QR code from a PNG the way a scanner would: pixels, luminance, ZXing. */
async function decodeQr(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const luminance = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  const hints = new Map([[DecodeHintType.TRY_HARDER, true]]);
  return new QRCodeReader()
    .decode(new BinaryBitmap(new HybridBinarizer(luminance)), hints)
    .getText();
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

describe('the QR code', () => {
  it('decodes back to the exact token', async () => {
    for (let round = 0; round < 3; round += 1) {
      const token = signTicketToken(key, randomUUID());
      expect(await decodeQr(await ticketQrPng(token))).toBe(token);
    }
  });

  it('still decodes once scaled down, as a phone camera sees it', async () => {
    const token = signTicketToken(key, randomUUID());
    const small = await sharp(await ticketQrPng(token))
      .resize(180)
      .png()
      .toBuffer();
    expect(await decodeQr(small)).toBe(token);
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
    const text = pdfText(pdf).replace(/\s+/g, ' ');
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

  it('is compressed by default and still a PDF with an embedded image', async () => {
    const facts = details();
    const pdf = await renderTicketsPdf([
      { details: facts, token: signTicketToken(key, facts.bookingId) },
    ]);
    const source = pdf.toString('latin1');
    expect(source.startsWith('%PDF-')).toBe(true);
    expect(source).toContain('/FlateDecode');
    expect(source).toContain('/Subtype /Image');
    expect(source.trimEnd().endsWith('%%EOF')).toBe(true);
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
