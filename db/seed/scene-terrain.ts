import type { Rng } from './prng.js';
import { distant, landFill, type Light } from './scene-light.js';
import { peakShadows, snowCap } from './scene-parts.js';
import {
  areaBelow,
  type Canvas,
  clipPath,
  HEIGHT,
  mix,
  r1,
  ridge,
  verticalGradient,
  WIDTH,
} from './svg-kit.js';

export type Painter = (canvas: Canvas, rng: Rng) => void;

export const allDay = ['dawn', 'morning', 'noon', 'noon', 'golden', 'golden', 'dusk'] as const;
export const greens = ['#5d8c3a', '#6f9a3f', '#4f7f45', '#7a9c48', '#5a8a52'];
export const forestGreens = ['#2f5a36', '#34613a', '#2a4f3a', '#3b5f2e'];
const rocks = ['#6d7489', '#7a7468', '#5f6b7d', '#807a80', '#6a6f78'];

export function mountainRange(
  canvas: Canvas,
  rng: Rng,
  light: Light,
  baseY: number,
  amplitude: number,
  depth: number,
  snow: boolean,
): string {
  const line = ridge(rng, {
    baseY,
    amplitude,
    peaks: rng.int(2, 4),
    wavelength: 240,
    octaves: 5,
    texture: 22,
    step: 6,
  });
  const area = areaBelow(line.points);
  const rock = distant(light, rng.pick(rocks), depth);
  canvas.body.push(`<path d="${area}" fill="${landFill(canvas, light, rock)}"/>`);
  peakShadows(canvas, area, line, baseY, light.sunX < WIDTH / 2, 0.22 * (1 - depth));
  if (snow) {
    const snowColor = distant(light, mix('#ffffff', light.horizon, 0.2), depth * 0.8);
    snowCap(canvas, rng, area, baseY - amplitude * rng.range(0.4, 0.62), snowColor);
  }
  return area;
}

export function meadow(
  canvas: Canvas,
  rng: Rng,
  light: Light,
  baseY: number,
  amplitude: number,
  color: string,
) {
  const line = ridge(rng, {
    baseY,
    amplitude,
    peaks: rng.int(0, 2),
    wavelength: 520,
    octaves: 2,
    texture: amplitude * 0.6,
    step: 16,
  });
  const area = areaBelow(line.points);
  canvas.body.push(`<path d="${area}" fill="${landFill(canvas, light, color)}"/>`);
  return { line, area };
}

export function mist(
  canvas: Canvas,
  light: Light,
  top: number,
  height: number,
  opacity: number,
): void {
  const fill = verticalGradient(canvas, [
    [0, light.haze, 0],
    [0.5, light.haze, opacity],
    [1, light.haze, 0],
  ]);
  canvas.body.push(`<rect y="${r1(top)}" width="${WIDTH}" height="${r1(height)}" fill="${fill}"/>`);
}

export function water(canvas: Canvas, light: Light, top: number, deep: string): void {
  const fill = verticalGradient(canvas, [
    [0, mix(light.horizon, deep, 0.45)],
    [0.35, mix(light.middle, deep, 0.6)],
    [1, mix(deep, '#000000', 0.25)],
  ]);
  canvas.body.push(
    `<rect y="${r1(top)}" width="${WIDTH}" height="${r1(HEIGHT - top)}" fill="${fill}"/>`,
  );
}

export function reflect(canvas: Canvas, waterline: number, content: string, opacity: number): void {
  const clip = clipPath(canvas, `M0 ${r1(waterline)}H${WIDTH}V${HEIGHT}H0Z`);
  canvas.body.push(
    `<g clip-path="${clip}" opacity="${opacity}">` +
      `<g transform="matrix(1 0 0 -1 0 ${r1(2 * waterline)})">${content}</g></g>`,
  );
}

export function ripples(canvas: Canvas, rng: Rng, light: Light, top: number, count: number): void {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = top + (HEIGHT - top) * rng.next() ** 1.6;
    const length = 20 + (y - top) * rng.range(0.2, 0.8);
    lines.push(`M${r1(rng.range(-40, WIDTH))} ${r1(y)}h${r1(length)}`);
  }
  canvas.body.push(
    `<path d="${lines.join('')}" stroke="${mix(light.horizon, '#ffffff', 0.4)}" stroke-width="1.6" opacity="0.28"/>`,
  );
  if (light.sunY < top) {
    const glitter: string[] = [];
    for (let y = top + 3; y < HEIGHT; y += rng.range(5, 11)) {
      const spread = 14 + (y - top) * 0.28;
      const width = rng.range(0.3, 1) * spread;
      glitter.push(
        `M${r1(light.sunX - width / 2 + rng.range(-spread, spread) * 0.4)} ${r1(y)}h${r1(width)}`,
      );
    }
    canvas.body.push(
      `<path d="${glitter.join('')}" stroke="${light.sun}" stroke-width="2.2" opacity="0.55"/>`,
    );
  }
}
