import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Where pdf.js reads the PDF standard fonts, for a PDF that does not embed its own.
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** What `read` makes of each page of a PDF, in order, the document opened by pdf.js once. */
export async function readPdfPages<T>(
  pdf: Buffer,
  read: (page: PDFPageProxy) => Promise<T>,
): Promise<T[]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;
  try {
    const pages: T[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      pages.push(await read(await document.getPage(number)));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/**
 * The text of every page of a PDF as pdf.js reads it (its embedded fonts' Unicode maps, so 'Ł',
 * '€' and 'Αθήνα' come out as they are), whitespace folded to single spaces.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const pages = await readPdfPages(pdf, async (page) => {
    const content = await page.getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  });
  return pages.join('\n').replace(/\s+/g, ' ');
}
