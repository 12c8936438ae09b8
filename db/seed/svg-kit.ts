import type { Rng } from './prng.js';

export const WIDTH = 1280;
export const HEIGHT = 720;

export type Point = readonly [number, number];

export interface Canvas {
  defs: string[];
  body: string[];
  nextId: (prefix: string) => string;
}

export function createCanvas(): Canvas {
  let counter = 0;
  return { defs: [], body: [], nextId: (prefix) => `${prefix}${counter++}` };
}

export function toSvg(canvas: Canvas): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" ` +
    `viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${canvas.defs.join('')}</defs>` +
    `${canvas.body.join('')}</svg>`
  );
}

export const r1 = (value: number): number => Math.round(value * 10) / 10;

function parseHex(color: string): [number, number, number] {
  const value = parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  const channel = (i: number) => Math.round(a[i]! + (b[i]! - a[i]!) * amount);
  return `#${((1 << 24) | (channel(0) << 16) | (channel(1) << 8) | channel(2)).toString(16).slice(1)}`;
}

export function jitterColor(rng: Rng, color: string, amount: number): string {
  const toward = rng.pick(['#ffffff', '#000000', '#d8c060', '#4060a0', '#a05030']);
  return mix(color, toward, rng.range(0, amount));
}

/** Smooth 1-D value noise in roughly [-1, 1], summed over octaves. */
export function fractalNoise(rng: Rng, wavelength: number, octaves: number): (x: number) => number {
  const layers = Array.from({ length: octaves }, (_, octave) => ({
    length: wavelength / 2 ** octave,
    weight: 0.5 ** octave,
    values: Array.from({ length: Math.ceil((WIDTH + 200) / (wavelength / 2 ** octave)) + 3 }, () =>
      rng.range(-1, 1),
    ),
  }));
  const total = layers.reduce((sum, layer) => sum + layer.weight, 0);
  return (x) => {
    let sum = 0;
    for (const layer of layers) {
      const position = (x + 100) / layer.length;
      const index = Math.max(0, Math.floor(position));
      const t = position - index;
      const eased = (1 - Math.cos(t * Math.PI)) / 2;
      const a = layer.values[index] ?? 0;
      const b = layer.values[index + 1] ?? 0;
      sum += (a + (b - a) * eased) * layer.weight;
    }
    return sum / total;
  };
}

export interface RidgeOptions {
  baseY: number;
  amplitude: number;
  peaks: number;
  wavelength: number;
  octaves: number;
  texture: number;
  step?: number;
}

export interface Ridge {
  points: Point[];
  peaks: Point[];
  yAt: (x: number) => number;
}

export function ridge(rng: Rng, options: RidgeOptions): Ridge {
  const step = options.step ?? 8;
  const summits = Array.from({ length: options.peaks }, () => ({
    x: rng.range(-60, WIDTH + 60),
    height: options.amplitude * rng.range(0.5, 1),
    width: rng.range(170, 420),
    sharpness: rng.range(1.05, 1.7),
  }));
  const noise = fractalNoise(rng, options.wavelength, options.octaves);
  const points: Point[] = [];
  for (let x = -40; x <= WIDTH + 40; x += step) {
    let lift = 0;
    for (const s of summits) {
      lift = Math.max(lift, s.height * Math.max(0, 1 - Math.abs(x - s.x) / s.width) ** s.sharpness);
    }
    points.push([x, options.baseY - lift - options.texture * noise(x)]);
  }
  const yAt = (x: number) => {
    const position = Math.min(points.length - 1.001, Math.max(0, (x + 40) / step));
    const i = Math.floor(position);
    const t = position - i;
    return points[i]![1] * (1 - t) + points[i + 1]![1] * t;
  };
  const peaks: Point[] = summits.map((s) => [s.x, yAt(s.x)] as const);
  return { points, peaks, yAt };
}

export function areaBelow(points: readonly Point[], bottom = HEIGHT + 2): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const line = points.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L');
  return `M${line}L${r1(last[0])} ${bottom}L${r1(first[0])} ${bottom}Z`;
}

export function verticalGradient(
  canvas: Canvas,
  stops: ReadonlyArray<readonly [number, string, number?]>,
): string {
  const id = canvas.nextId('g');
  const body = stops
    .map(([offset, color, opacity]) => {
      const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
      return `<stop offset="${offset}" stop-color="${color}"${alpha}/>`;
    })
    .join('');
  canvas.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${body}</linearGradient>`,
  );
  return `url(#${id})`;
}

export function radialGlow(canvas: Canvas, color: string, opacity: number): string {
  const id = canvas.nextId('r');
  canvas.defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
      `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}

export function clipPath(canvas: Canvas, path: string): string {
  const id = canvas.nextId('c');
  canvas.defs.push(`<clipPath id="${id}"><path d="${path}"/></clipPath>`);
  return `url(#${id})`;
}
