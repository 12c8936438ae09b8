import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { geoUri } from '@app/domain/geo-uri';
import type { GeoPoint } from '@app/domain/trip-footprint';
import { isBasemapFile } from '@app/web/basemap-file';
import {
  type Basemap,
  drawBasemap,
  fitProjection,
  type LabelStyle,
  type MapSurface,
  prepareBasemap,
} from '@app/web/draw-basemap';
import { drawPlaces, layoutPlaces, PIN_HEIGHT } from '@app/web/draw-places';
import { isPrintable, PDF_FONT, pdfFontAscent } from '../platform/pdf-fonts.js';
import { projectRoot } from '../platform/project-paths.js';

/**
 * The e-ticket's meeting point map (issue 52, decision 048): the basemap the site ships, drawn
 * into the PDF as vector paths by the site's own drawing module, with the meeting point's pin
 * and a geo: link that opens the phone's maps app.
 */

/** Where server/build.mjs writes the basemap (the same file the site's build emits). */
export const BASEMAP_FILE = path.join(projectRoot, 'server', 'dist', 'basemap-europe.json');

let basemap: Promise<Basemap> | undefined;

/** The basemap, read once per process; built from its packages when running from source. */
export function ticketBasemap(): Promise<Basemap> {
  basemap ??= (async () => {
    if (!existsSync(BASEMAP_FILE)) {
      // Running from source without a build (tests): cut it now (about a second, once).
      return prepareBasemap((await import('@app/web/basemap-build')).buildBasemap());
    }
    const file: unknown = JSON.parse(readFileSync(BASEMAP_FILE, 'utf8'));
    if (!isBasemapFile(file))
      throw new Error(`${BASEMAP_FILE} is not the basemap this build reads`);
    return prepareBasemap(file);
  })();
  return basemap;
}

/** The closest the ticket's map comes: the basemap has no streets, so the towns around give the bearings (the geo: link gives the exact place). */
const MAX_ZOOM = 8;
/** The map's pixels to PDF points: labels keep the site's proportions at print size. */
const TEXT_SCALE = 0.8;

/** pdfkit's document as a MapSurface, its origin at the map's top left. */
function pdfSurface(doc: PDFKit.PDFDocument): MapSurface {
  let hasPath = false;
  const font = (style: LabelStyle) =>
    doc.font(style.bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(style.size * TEXT_SCALE);
  return {
    beginPath() {
      hasPath = false;
    },
    moveTo(x, y) {
      doc.moveTo(x, y);
      hasPath = true;
    },
    lineTo(x, y) {
      doc.lineTo(x, y);
    },
    // As a canvas draws it (clockwise, joined to the current point), in short straight steps:
    // pdfkit's typings have no arc, and a map's arcs are a few points across.
    arc(x, y, radius, start, end) {
      const steps = Math.max(4, Math.ceil(Math.abs(end - start) / (Math.PI / 16)));
      for (let i = 0; i <= steps; i++) {
        const angle = start + ((end - start) * i) / steps;
        const [px, py] = [x + radius * Math.cos(angle), y + radius * Math.sin(angle)];
        if (hasPath) doc.lineTo(px, py);
        else doc.moveTo(px, py);
        hasPath = true;
      }
    },
    closePath() {
      doc.closePath();
    },
    fill(color) {
      if (hasPath) doc.fill(color);
      hasPath = false;
    },
    stroke(color, width) {
      if (hasPath) doc.lineWidth(width).lineJoin('round').lineCap('round').stroke(color);
      hasPath = false;
    },
    text(label, x, y, style) {
      if (!isPrintable(label)) return;
      font(style);
      const width = doc.widthOfString(label);
      // pdfkit places text by its top; the surface by its baseline.
      const top = y - style.size * TEXT_SCALE * pdfFontAscent();
      const options = { lineBreak: false, width: width + 1 } as const;
      doc.save();
      doc.lineWidth(2).lineJoin('round').strokeColor(style.halo);
      doc.text(label, x - width / 2, top, { ...options, stroke: true, fill: false });
      doc.restore();
      doc.fillColor(style.color).text(label, x - width / 2, top, options);
    },
    textWidth(label, style) {
      return isPrintable(label) ? font(style).widthOfString(label) : 0;
    },
  };
}

export interface TicketMapBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Draws the meeting point's map into `box` and links it to the phone's maps app (geo: URI);
 * `label` names the point (the listing's words for it, or the tour's title).
 */
export async function drawTicketMap(
  doc: PDFKit.PDFDocument,
  meetingAt: GeoPoint,
  label: string,
  box: TicketMapBox,
  locale: string,
): Promise<void> {
  const map = await ticketBasemap();
  const { x, y, width, height } = box;
  const places = { route: [], meetingPoint: { name: label, ...meetingAt } };
  const bounds = {
    west: meetingAt.lng,
    south: meetingAt.lat,
    east: meetingAt.lng,
    north: meetingAt.lat,
  };
  const projection = fitProjection(bounds, width, height, {
    padding: PIN_HEIGHT + 8,
    maxZoom: MAX_ZOOM,
  });
  doc.save();
  doc.translate(x, y);
  doc.rect(0, 0, width, height).clip();
  const surface = pdfSurface(doc);
  const layout = layoutPlaces(surface, projection, places);
  drawBasemap(surface, projection, map, { width, height, locale, reserved: layout.boxes });
  drawPlaces(surface, layout);
  doc.restore();
  doc.rect(x, y, width, height).lineWidth(0.75).stroke('#d6d3d1');
  doc.link(x, y, width, height, geoUri(meetingAt, label));
}
