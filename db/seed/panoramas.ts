import sharp from 'sharp';
import { createRng, type Rng } from './prng.js';
import type { SceneKind } from './scenes.js';
import { mix, r1 } from './svg-kit.js';

/**
 * The demo catalogue's 360° panoramas (issue 49, decision 032): drawn, since no free 360°
 * photograph of a European city above 512×256 can be had offline, and marked 'Illustration' in
 * the viewer. Equirectangular at 4096×2048: x is the direction all the way round (the left and
 * right edges meet), y the height from the zenith (top row) to the nadir (bottom row), so the
 * horizon is the middle row. Everything drawn across the width repeats with period WIDTH, so the
 * seam does not show.
 */
export const PANORAMA_WIDTH = 4096;
export const PANORAMA_HEIGHT = 2048;
const HORIZON = PANORAMA_HEIGHT / 2;

export const panoramaKinds = ['old-town', 'waterfront', 'countryside'] as const;
export type PanoramaKind = (typeof panoramaKinds)[number];

/** The panorama a micro-tour of each scene shows: a few are drawn and shared (seed time). */
export function panoramaKindOf(scene: SceneKind | 'water'): PanoramaKind {
  if (scene === 'city') return 'old-town';
  if (scene === 'water' || scene === 'coast' || scene === 'lake') return 'waterfront';
  return 'countryside';
}

/** A height profile made of whole waves round the circle, so its two ends meet. */
function wrappingProfile(rng: Rng, waves: number, amplitude: number): (x: number) => number {
  const terms = Array.from({ length: waves }, (_, i) => ({
    k: i + 1 + rng.int(0, 2),
    a: (amplitude / (i + 1)) * rng.range(0.5, 1),
    phase: rng.range(0, Math.PI * 2),
  }));
  return (x) =>
    terms.reduce(
      (sum, t) => sum + t.a * Math.sin((2 * Math.PI * t.k * x) / PANORAMA_WIDTH + t.phase),
      0,
    );
}

function profilePath(baseY: number, lift: (x: number) => number, bottom: number): string {
  const points: string[] = [];
  for (let x = 0; x <= PANORAMA_WIDTH; x += 16) points.push(`${x} ${r1(baseY - lift(x))}`);
  return `M${points.join('L')}L${PANORAMA_WIDTH} ${bottom}L0 ${bottom}Z`;
}

/** One shape drawn again a turn to the left or right when it crosses an edge. */
function wrapped(x: number, width: number, draw: (x: number) => string): string {
  let out = draw(x);
  if (x + width > PANORAMA_WIDTH) out += draw(x - PANORAMA_WIDTH);
  if (x < 0) out += draw(x + PANORAMA_WIDTH);
  return out;
}

function sky(rng: Rng, defs: string[], warm: boolean): string {
  defs.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#2f5f9e"/><stop offset="0.32" stop-color="#5f93cf"/>` +
      `<stop offset="0.5" stop-color="${warm ? '#f1d8b0' : '#cfe3f2'}"/></linearGradient>`,
    `<radialGradient id="sun"><stop offset="0" stop-color="#fff7dc" stop-opacity="0.95"/>` +
      `<stop offset="0.15" stop-color="#ffe9a8" stop-opacity="0.7"/>` +
      `<stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></radialGradient>`,
  );
  const sunX = rng.range(900, 3200);
  let out = `<rect width="${PANORAMA_WIDTH}" height="${HORIZON + 4}" fill="url(#sky)"/>`;
  out += `<ellipse cx="${r1(sunX)}" cy="${r1(HORIZON * 0.62)}" rx="420" ry="300" fill="url(#sun)"/>`;
  for (let i = 0; i < 26; i++) {
    const x = rng.range(0, PANORAMA_WIDTH);
    const y = rng.range(HORIZON * 0.35, HORIZON * 0.8);
    const w = rng.range(140, 420);
    const h = w * rng.range(0.16, 0.3);
    const tone = mix('#ffffff', '#c8d4e2', rng.range(0, 0.5));
    out += wrapped(x - w, w * 2, (cx) => {
      const c = cx + w;
      return (
        `<ellipse cx="${r1(c)}" cy="${r1(y)}" rx="${r1(w)}" ry="${r1(h)}" fill="${tone}" fill-opacity="0.8"/>` +
        `<ellipse cx="${r1(c + w * 0.35)}" cy="${r1(y - h * 0.5)}" rx="${r1(w * 0.5)}" ry="${r1(h * 0.9)}" fill="${tone}" fill-opacity="0.75"/>`
      );
    });
  }
  return out;
}

function ground(defs: string[], near: string, far: string): string {
  defs.push(
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${far}"/><stop offset="1" stop-color="${near}"/></linearGradient>`,
  );
  return `<rect y="${HORIZON}" width="${PANORAMA_WIDTH}" height="${HORIZON}" fill="url(#ground)"/>`;
}

function hills(rng: Rng, baseY: number, amplitude: number, color: string): string {
  return `<path d="${profilePath(baseY, wrappingProfile(rng, 5, amplitude), HORIZON + 40)}" fill="${color}"/>`;
}

/** Houses and towers standing side by side all the way round; none crosses the seam. */
function skyline(rng: Rng, baseY: number, scale: number, palette: readonly string[]): string {
  let out = '';
  let x = 0;
  while (x < PANORAMA_WIDTH) {
    const w = Math.min(PANORAMA_WIDTH - x, rng.range(50, 150) * scale);
    const tower = rng.chance(0.08);
    const h = (tower ? rng.range(240, 360) : rng.range(70, 190)) * scale;
    const wall = rng.pick(palette);
    const top = baseY - h;
    out += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w + 0.6)}" height="${r1(h + 2)}" fill="${wall}"/>`;
    if (tower && w > 30) {
      out += `<circle cx="${r1(x + w / 2)}" cy="${r1(top)}" r="${r1(w * 0.42)}" fill="${mix(wall, '#3f6b58', 0.6)}"/>`;
    } else {
      out += `<path d="M${r1(x - 3)} ${r1(top)}L${r1(x + w / 2)} ${r1(top - w * 0.35)}L${r1(x + w + 3)} ${r1(top)}Z" fill="${mix('#a2482e', wall, rng.range(0, 0.3))}"/>`;
    }
    const rows = Math.floor((h - 24 * scale) / (34 * scale));
    const cols = Math.floor(w / (26 * scale));
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        if (rng.chance(0.3)) continue;
        out += `<rect x="${r1(x + 8 * scale + col * 26 * scale)}" y="${r1(top + 18 * scale + row * 34 * scale)}" width="${r1(11 * scale)}" height="${r1(17 * scale)}" fill="#3b4a5a" fill-opacity="0.55"/>`;
      }
    }
    x += w;
  }
  return out;
}

/** Paving or fields in rings round the viewer: in this projection, rows across the whole width. */
function rings(rng: Rng, color: string, count: number): string {
  let out = '';
  for (let i = 1; i <= count; i++) {
    // A ring at distance i below an eye at height 1 is atan(1 / i) below the horizon.
    const y = HORIZON + ((HORIZON * 2) / Math.PI) * Math.atan(1 / (i * 0.6)) + rng.range(-4, 4);
    out += `<rect y="${r1(y)}" width="${PANORAMA_WIDTH}" height="${r1(2 + i * 0.8)}" fill="${color}" fill-opacity="0.25"/>`;
  }
  return out;
}

function trees(rng: Rng, baseY: number, count: number, color: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, PANORAMA_WIDTH);
    const r = rng.range(22, 48);
    const tone = mix(color, '#000000', rng.range(0, 0.25));
    out += wrapped(x - r, r * 2, (left) => {
      const cx = left + r;
      return (
        `<rect x="${r1(cx - 4)}" y="${r1(baseY - r)}" width="8" height="${r1(r)}" fill="#5a4330"/>` +
        `<circle cx="${r1(cx)}" cy="${r1(baseY - r * 1.4)}" r="${r1(r)}" fill="${tone}"/>`
      );
    });
  }
  return out;
}

const WALLS = ['#e8d6b5', '#d9b98f', '#f0e2c8', '#c99f7a', '#e3c9a0', '#bfa58a', '#efd9b9'];

const painters: Record<PanoramaKind, (rng: Rng, defs: string[]) => string> = {
  'old-town': (rng, defs) =>
    sky(rng, defs, false) +
    hills(rng, HORIZON - 30, 50, '#8ea98f') +
    skyline(rng, HORIZON + 20, 1.3, WALLS) +
    ground(defs, '#8c8378', '#b9ae9e') +
    rings(rng, '#5d554b', 9),
  waterfront: (rng, defs) =>
    sky(rng, defs, true) +
    hills(rng, HORIZON - 70, 70, '#7c9a86') +
    skyline(rng, HORIZON - 10, 0.8, WALLS) +
    `<rect y="${HORIZON - 10}" width="${PANORAMA_WIDTH}" height="140" fill="#3f7e98"/>` +
    rings(rng, '#d8ecf2', 5) +
    ground(defs, '#7d7264', '#a89a86').replace(`y="${HORIZON}"`, `y="${HORIZON + 130}"`),
  countryside: (rng, defs) =>
    sky(rng, defs, true) +
    hills(rng, HORIZON - 90, 120, '#8aa2b5') +
    hills(rng, HORIZON - 30, 70, '#6d9a5e') +
    trees(rng, HORIZON + 10, 60, '#3e6b35') +
    ground(defs, '#4f7a3a', '#86a95f') +
    rings(rng, '#3b5a2a', 10),
};

export function panoramaSvg(kind: PanoramaKind): string {
  const defs: string[] = [];
  const body = painters[kind](createRng(`panorama:${kind}`), defs);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PANORAMA_WIDTH}" height="${PANORAMA_HEIGHT}" ` +
    `viewBox="0 0 ${PANORAMA_WIDTH} ${PANORAMA_HEIGHT}"><defs>${defs.join('')}</defs>${body}</svg>`
  );
}

export type PanoramaPainter = (kind: PanoramaKind) => Promise<Buffer>;

/** One demo panorama as a JPEG (about 0.3 s of one core). */
export const renderPanorama: PanoramaPainter = (kind) =>
  sharp(Buffer.from(panoramaSvg(kind)))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
