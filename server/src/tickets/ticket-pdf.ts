import { QR_QUIET_ZONE, qrPath, TICKET_QR_ERROR_CORRECTION } from '@app/domain/qr-path';
import PDFDocument from 'pdfkit';
import { create as createQr } from 'qrcode';
import type { TicketDetails } from './ticket-details.js';
import { ticketFacts, ticketLocale, ticketTitle } from './ticket-facts.js';
import { mailTexts } from '../mail/mail-texts.js';
import { drawTicketMap } from './ticket-map.js';
import { geoUri } from '@app/domain/geo-uri';
import { PDF_FONT, registerPdfFonts } from '../platform/pdf-fonts.js';

export interface PrintedTicket {
  details: TicketDetails;
  /** The signed QR text (ticket-tokens). */
  token: string;
}

/**
 * The ticket's QR code drawn as vector shapes, as the site draws it: sharp at any print size, and
 * the whole PDF costs a few ms where encoding and embedding a PNG of the code cost 30–40 ms
 * (bench/RESULTS.md, "Bookings and the job queue").
 */
function drawQr(doc: PDFKit.PDFDocument, token: string, x: number, y: number, width: number) {
  const { modules } = createQr(token, { errorCorrectionLevel: TICKET_QR_ERROR_CORRECTION });
  const side = modules.size + 2 * QR_QUIET_ZONE;
  doc
    .save()
    .translate(x, y)
    .scale(width / side);
  doc.rect(0, 0, side, side).fill('#ffffff');
  doc.path(qrPath(modules)).fill('#000000');
  doc.restore();
}

const GREEN = '#047857';
const INK = '#1f2937';
/** Where the footer's line about the signed code starts. */
const FOOTER_TOP = 760;
/** The meeting point map's height, and the least worth drawing when the facts run long. */
const MAP_HEIGHT = 230;
const MAP_MIN_HEIGHT = 120;

/**
 * The e-ticket: one A4 page per booking, in the documents' font (platform/pdf-fonts.ts).
 * `compress: false` keeps the page text readable in the file, which the tests rely on.
 */
export async function renderTicketsPdf(
  tickets: readonly PrintedTicket[],
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    autoFirstPage: false,
    compress: options.compress ?? true,
    // The document's title in the first holder's language (a file holds one member's tickets).
    info: {
      Title: mailTexts(tickets[0] ? ticketLocale(tickets[0].details) : undefined).t('pdf.title'),
      Author: 'EcoTours',
    },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  for (const ticket of tickets) {
    const { details } = ticket;
    const { t } = mailTexts(ticketLocale(details));
    doc.addPage();
    doc.font(PDF_FONT.bold).fontSize(26).fillColor(GREEN).text('EcoTours');
    doc.font(PDF_FONT.regular).fontSize(12).fillColor(INK).text(t('pdf.eTicket'));
    doc.moveDown();
    doc.font(PDF_FONT.bold).fontSize(18).text(ticketTitle(details));
    if (details.status === 'cancelled') {
      doc.font(PDF_FONT.bold).fontSize(14).fillColor('#b91c1c').text(t('pdf.cancelled'));
      doc.fillColor(INK);
    }
    doc.moveDown(0.5);
    const top = doc.y;
    for (const [label, value] of ticketFacts(details)) {
      doc.font(PDF_FONT.bold).fontSize(11).text(`${label}: `, { continued: true, width: 290 });
      doc.font(PDF_FONT.regular).text(value, { width: 290 });
      doc.moveDown(0.3);
    }
    drawQr(doc, ticket.token, 360, top, 180);
    doc
      .font(PDF_FONT.bold)
      .fontSize(11)
      .text(t('pdf.showCode'), 360, top + 190, { width: 180, align: 'center' });
    const factsEnd = doc.y;
    if (details.meetingAt) {
      // The meeting point's map across the page below the facts and the code, above the footer.
      const mapTop = Math.max(factsEnd, top + 215) + 14;
      const height = Math.min(MAP_HEIGHT, FOOTER_TOP - 36 - mapTop);
      if (height >= MAP_MIN_HEIGHT) {
        const label = details.meetingPoint ?? ticketTitle(details);
        const box = { x: 56, y: mapTop, width: 483, height };
        await drawTicketMap(doc, details.meetingAt, label, box, ticketLocale(details));
        doc
          .font(PDF_FONT.bold)
          .fontSize(11)
          .fillColor(GREEN)
          .text(t('pdf.directions'), 56, mapTop + height + 8, {
            width: 483,
            link: geoUri(details.meetingAt, label),
            underline: true,
          });
        doc.fillColor(INK);
      }
    }
    doc.font(PDF_FONT.regular).fontSize(9).fillColor('#6b7280');
    doc.text(t('pdf.signed'), 56, FOOTER_TOP, { width: 483 });
    doc.fillColor(INK);
  }
  doc.end();
  return done;
}
