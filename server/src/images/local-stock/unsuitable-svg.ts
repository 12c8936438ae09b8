import { createRng, type Rng } from '@app/db/prng';
import type { UnsuitableKind } from './entries.js';

// Drawn on a 1280×720 board and scaled to the photo's size by the viewBox.
const W = 1280;
const H = 720;

const skins = ['#f1c7a5', '#e0ac84', '#c68a5e', '#8d5a3b', '#f5d6c0'];
const hairs = ['#2b1d14', '#5a3a22', '#a0703c', '#d8b36a', '#1a1a1a'];
const backdrops = ['#7a8fa6', '#b8a88a', '#6d7f5e', '#a77f8f', '#4f5d73'];

function portrait(rng: Rng): string {
  const skin = rng.pick(skins);
  const cx = rng.range(560, 720);
  const eyeY = rng.range(300, 330);
  return [
    `<rect width="${W}" height="${H}" fill="${rng.pick(backdrops)}"/>`,
    `<ellipse cx="${cx}" cy="760" rx="330" ry="200" fill="${rng.pick(backdrops)}" opacity="0.7"/>`,
    `<ellipse cx="${cx}" cy="250" rx="215" ry="200" fill="${rng.pick(hairs)}"/>`,
    `<ellipse cx="${cx}" cy="350" rx="175" ry="230" fill="${skin}"/>`,
    `<ellipse cx="${cx - 65}" cy="${eyeY}" rx="28" ry="16" fill="#fff"/>`,
    `<ellipse cx="${cx + 65}" cy="${eyeY}" rx="28" ry="16" fill="#fff"/>`,
    `<circle cx="${cx - 65}" cy="${eyeY}" r="11" fill="#3b2a1e"/>`,
    `<circle cx="${cx + 65}" cy="${eyeY}" r="11" fill="#3b2a1e"/>`,
    `<path d="M ${cx} ${eyeY + 20} l -18 75 h 30" stroke="#8a5a44" stroke-width="6" fill="none"/>`,
    `<path d="M ${cx - 70} ${eyeY + 135} q 70 ${rng.range(20, 60)} 140 0" stroke="#a4493d" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  ].join('');
}

const signWords = ['OPEN', 'MENU', 'EXIT', 'CAFÉ', 'HOTEL', 'TICKETS', 'NO PARKING', 'BAKERY'];

function sign(rng: Rng): string {
  const board = rng.pick(['#1f5f3a', '#1d3f73', '#7a1f1f', '#2a2a2a', '#f2f2f2']);
  const ink = board === '#f2f2f2' ? '#1a1a1a' : '#ffffff';
  const lines = rng.shuffle(signWords).slice(0, rng.int(1, 3));
  const text = lines
    .map(
      (line, i) =>
        `<text x="640" y="${300 + i * 120 - (lines.length - 1) * 60}" font-family="DejaVu Sans, sans-serif" font-size="110" font-weight="bold" fill="${ink}" text-anchor="middle" dominant-baseline="middle">${line}</text>`,
    )
    .join('');
  return [
    `<rect width="${W}" height="${H}" fill="${rng.pick(['#9aa3ab', '#c9b79c', '#6f7a63'])}"/>`,
    `<rect x="620" y="560" width="40" height="160" fill="#555"/>`,
    `<rect x="180" y="80" width="920" height="480" rx="24" fill="${board}" stroke="#ddd" stroke-width="12"/>`,
    text,
  ].join('');
}

function interior(rng: Rng): string {
  const wall = rng.pick(['#e8e0d0', '#d7e3e8', '#efe4d6', '#cfd8c4']);
  const floor = rng.pick(['#8b6a4a', '#a98b6d', '#6e5a48', '#b7b2a8']);
  const wx = rng.range(160, 760);
  return [
    `<rect width="${W}" height="${H}" fill="${wall}"/>`,
    `<polygon points="0,0 140,90 140,520 0,${H}" fill="#00000018"/>`,
    `<polygon points="${W},0 1140,90 1140,520 ${W},${H}" fill="#00000024"/>`,
    `<polygon points="0,${H} 140,520 1140,520 ${W},${H}" fill="${floor}"/>`,
    `<rect x="${wx}" y="150" width="320" height="230" fill="#9fd0f0" stroke="#fff" stroke-width="14"/>`,
    `<line x1="${wx + 160}" y1="150" x2="${wx + 160}" y2="380" stroke="#fff" stroke-width="10"/>`,
    `<rect x="${rng.range(200, 700)}" y="430" width="380" height="120" rx="20" fill="${rng.pick(backdrops)}"/>`,
  ].join('');
}

const painters: Record<UnsuitableKind, (rng: Rng) => string> = { portrait, sign, interior };

export function unsuitableSvg(
  kind: UnsuitableKind,
  seed: string,
  size: { width: number; height: number },
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" ` +
    `viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `${painters[kind](createRng(`${kind}:${seed}`))}</svg>`
  );
}
