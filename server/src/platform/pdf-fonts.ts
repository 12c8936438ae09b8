import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
// pdfkit's types, told that it takes a font fontkit has opened.
import type {} from './pdfkit-fontkit.js';

/**
 * The documents' typeface (e-tickets, receipts): Noto Sans, embedded in each PDF with the letters
 * it uses. The built-in Helvetica only knows Western European letters, so a traveller called
 * Łukasz or a meeting point in Brașov printed wrong or not at all (decision 053). Noto Sans has
 * Latin with its extensions, Greek and Cyrillic. The files come from an npm package; each is
 * opened once per process, and fontkit keeps the glyphs it has laid out: opened per document, an
 * e-ticket took 185 ms instead of 11.
 */
export const PDF_FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold' } as const;

function openFont(file: string): Font {
  const font = create(
    readFileSync(createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans/${file}`)),
  );
  if (!('layout' in font)) throw new Error(`${file} is a collection, not one font`);
  return font;
}

let fonts: { regular: Font; bold: Font } | undefined;

const openFonts = () =>
  (fonts ??= {
    regular: openFont('400Regular/NotoSans_400Regular.ttf'),
    bold: openFont('700Bold/NotoSans_700Bold.ttf'),
  });

/** Registers the documents' fonts in `doc` under PDF_FONT's names and starts in the regular one. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = openFonts();
  doc.registerFont(PDF_FONT.regular, regular);
  doc.registerFont(PDF_FONT.bold, bold);
  doc.font(PDF_FONT.regular);
}

/**
 * How far the baseline sits below the top pdfkit places a line by, in font sizes (both weights
 * share it): what text drawn at a baseline, as a map's labels are, is moved up by.
 */
export function pdfFontAscent(): number {
  const { regular } = openFonts();
  return regular.ascent / regular.unitsPerEm;
}

/** The scripts the font draws, and the marks and signs they share. */
const PRINTABLE =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]*$/u;

/** Whether the documents' font can print `text` (a place's name in another script cannot). */
export function isPrintable(text: string): boolean {
  return PRINTABLE.test(text);
}
