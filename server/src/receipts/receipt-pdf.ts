import { formatEuros } from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';
import { receiptFileName } from '@app/domain/receipts';
import PDFDocument from 'pdfkit';
import { mailTexts } from '../mail/mail-texts.js';
import { PDF_FONT, registerPdfFonts } from '../platform/pdf-fonts.js';
import type { MailAttachment } from '../mail/mailer.js';
import type { Receipt } from './receipt-details.js';
import {
  receiptAmountLabel,
  receiptDay,
  receiptFactLines,
  receiptKindText,
  receiptTaxLines,
} from './receipt-texts.js';

const GREEN = '#047857';
const INK = '#1f2937';
const MUTED = '#4b5563';
const LEFT = 56;
const WIDTH = 483;

/**
 * A receipt as one A4 page in the reader's language, in the documents' font as the e-ticket
 * (platform/pdf-fonts.ts). Everything it states comes from the receipt as issued; only the words around
 * the facts follow the language. `compress: false` keeps its text readable for tests.
 */
export async function renderReceiptPdf(
  receipt: Receipt,
  locale: Locale,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const texts = mailTexts(locale);
  const { t } = texts;
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    compress: options.compress ?? true,
    info: {
      Title: t('receipt.pdf.title', { number: receipt.number }),
      Author: receipt.operator.name,
    },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const rule = () => {
    doc.moveDown(0.8);
    doc
      .moveTo(LEFT, doc.y)
      .lineTo(LEFT + WIDTH, doc.y)
      .lineWidth(0.5)
      .strokeColor('#d1d5db')
      .stroke();
    doc.moveDown(0.8);
  };
  const labelled = (label: string, value: string) => {
    doc.font(PDF_FONT.bold).fontSize(11).fillColor(INK).text(`${label}: `, { continued: true });
    doc.font(PDF_FONT.regular).text(value);
    doc.moveDown(0.2);
  };

  // The seller: the operator's legal details as they were when the receipt was issued.
  const { operator } = receipt;
  doc.font(PDF_FONT.bold).fontSize(20).fillColor(GREEN).text(operator.name, { width: WIDTH });
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(MUTED).text(operator.address, { width: WIDTH });
  if (operator.vatId) doc.text(t('receipt.pdf.vatId', { id: operator.vatId }));
  if (operator.registration) doc.text(operator.registration, { width: WIDTH });
  rule();

  doc.font(PDF_FONT.bold).fontSize(18).fillColor(INK).text(t('receipt.pdf.heading'));
  doc.moveDown(0.4);
  labelled(t('receipt.pdf.number'), receipt.number);
  labelled(t('receipt.pdf.issued'), receiptDay(receipt.issuedOn, locale));
  labelled(
    t('receipt.pdf.billedTo'),
    receipt.billedName ? `${receipt.billedName} <${receipt.billedEmail}>` : receipt.billedEmail,
  );
  rule();

  doc.font(PDF_FONT.bold).fontSize(13).fillColor(INK).text(receiptKindText(receipt.kind, texts));
  doc.moveDown(0.3);
  doc.font(PDF_FONT.regular).fontSize(11);
  for (const line of receiptFactLines(receipt, texts)) {
    doc.text(line, { width: WIDTH });
    doc.moveDown(0.15);
  }
  rule();

  doc
    .font(PDF_FONT.bold)
    .fontSize(14)
    .fillColor(INK)
    .text(`${receiptAmountLabel(receipt, texts)}: `, { continued: true })
    .fillColor(GREEN)
    .text(formatEuros(receipt.amountEur, locale));
  doc.moveDown(0.5);
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(MUTED);
  for (const line of receiptTaxLines(receipt, texts)) {
    doc.text(line, { width: WIDTH });
    doc.moveDown(0.15);
  }

  doc
    .font(PDF_FONT.regular)
    .fontSize(9)
    .fillColor(MUTED)
    .text(t('receipt.pdf.footer'), LEFT, 770, { width: WIDTH });
  doc.end();
  return done;
}

/** The receipt's PDF as a mail attachment or a download. */
export const receiptPdfFile = (receipt: Receipt, pdf: Buffer): MailAttachment => ({
  filename: receiptFileName(receipt.number),
  contentType: 'application/pdf',
  content: pdf,
});
