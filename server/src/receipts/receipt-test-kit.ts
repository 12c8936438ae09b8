import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { inject } from 'vitest';

// pdf.js reads the PDF's standard fonts (Helvetica) from the files its package ships.
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** The text of every page of a PDF as pdf.js reads it (so '€' and accents come out as they are). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join('\n').replace(/\s+/g, ' ');
  } finally {
    await document.destroy();
  }
}

/** A function's answer read as a file: status, content type and bytes (JSON when it refused). */
export interface FileAnswer {
  status: number;
  contentType: string;
  disposition: string;
  bytes: Buffer;
  json(): Record<string, unknown>;
}

/** POSTs to /functions/v1/{name} of the shared test gateway and keeps the answer's bytes. */
export async function fetchFunctionFile(
  name: string,
  body: unknown,
  token: string | null,
  gatewayUrl: string = inject('gatewayUrl'),
  anonKey: string = inject('anonKey'),
): Promise<FileAnswer> {
  const response = await fetch(`${gatewayUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      'content-type': 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes,
    json: () => JSON.parse(bytes.toString('utf8')) as Record<string, unknown>,
  };
}
