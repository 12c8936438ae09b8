import type { Rng } from './prng.js';
import { type Canvas, HEIGHT, mix, r1, radialGlow, verticalGradient, WIDTH } from './svg-kit.js';

export type TimeOfDay = 'dawn' | 'morning' | 'noon' | 'golden' | 'dusk';

export interface Light {
  time: TimeOfDay;
  top: string;
  middle: string;
  horizon: string;
  sun: string;
  haze: string;
  tint: string;
  tintAmount: number;
  sunX: number;
  sunY: number;
}

const skies: Record<TimeOfDay, Omit<Light, 'time' | 'sunX' | 'sunY'> & { sunHeight: number }> = {
  dawn: {
    top: '#3a4a7e',
    middle: '#c996b0',
    horizon: '#ffd7ae',
    sun: '#fff1cf',
    haze: '#e6c2bd',
    tint: '#7d5a7a',
    tintAmount: 0.2,
    sunHeight: 0.8,
  },
  morning: {
    top: '#5a9ad6',
    middle: '#a6cdee',
    horizon: '#e4f2fb',
    sun: '#fffbe8',
    haze: '#cfe2f0',
    tint: '#fff2d0',
    tintAmount: 0.04,
    sunHeight: 0.35,
  },
  noon: {
    top: '#2f76c2',
    middle: '#76b2e5',
    horizon: '#d2e8f7',
    sun: '#ffffff',
    haze: '#d6e7f3',
    tint: '#ffffff',
    tintAmount: 0,
    sunHeight: 0.18,
  },
  golden: {
    top: '#4d70ad',
    middle: '#e3b285',
    horizon: '#ffd68e',
    sun: '#fff0b4',
    haze: '#efcfa0',
    tint: '#d08a3c',
    tintAmount: 0.17,
    sunHeight: 0.62,
  },
  dusk: {
    top: '#1c2552',
    middle: '#6c4a8e',
    horizon: '#f2956c',
    sun: '#ffb47c',
    haze: '#94709a',
    tint: '#2a2145',
    tintAmount: 0.42,
    sunHeight: 0.88,
  },
};

export function chooseLight(rng: Rng, horizonY: number, times: readonly TimeOfDay[]): Light {
  const time = rng.pick(times);
  const { sunHeight, ...sky } = skies[time];
  const shift = (color: string) =>
    mix(color, rng.pick(['#ff9a8a', '#8ab4ff', '#ffe08a']), rng.range(0, 0.12));
  return {
    ...sky,
    top: shift(sky.top),
    middle: shift(sky.middle),
    time,
    sunX: rng.range(160, WIDTH - 160),
    sunY: horizonY * sunHeight * rng.range(0.85, 1.1),
  };
}

export function lit(light: Light, color: string): string {
  return mix(color, light.tint, light.tintAmount);
}

export function distant(light: Light, color: string, depth: number): string {
  return mix(lit(light, color), light.haze, Math.min(0.92, Math.max(0, depth)));
}

export function landFill(canvas: Canvas, light: Light, color: string): string {
  return verticalGradient(canvas, [
    [0, mix(color, light.sun, 0.12)],
    [1, mix(color, '#000000', 0.18)],
  ]);
}

export function drawSky(canvas: Canvas, rng: Rng, light: Light, horizonY: number): void {
  const fill = verticalGradient(canvas, [
    [0, light.top],
    [0.55, light.middle],
    [1, light.horizon],
  ]);
  canvas.body.push(`<rect width="${WIDTH}" height="${r1(horizonY + 80)}" fill="${fill}"/>`);
  const glow = radialGlow(canvas, light.sun, light.time === 'noon' ? 0.35 : 0.75);
  const sunRadius = light.time === 'dusk' || light.time === 'dawn' ? 44 : 34;
  canvas.body.push(
    `<circle cx="${r1(light.sunX)}" cy="${r1(light.sunY)}" r="${light.time === 'noon' ? 220 : 330}" fill="${glow}"/>`,
    `<circle cx="${r1(light.sunX)}" cy="${r1(light.sunY)}" r="${sunRadius}" fill="${light.sun}"/>`,
  );
  drawClouds(canvas, rng, light, horizonY);
}

function drawClouds(canvas: Canvas, rng: Rng, light: Light, horizonY: number): void {
  const count = rng.int(2, 6);
  const lightSide = light.time === 'dusk' ? mix(light.horizon, '#ffffff', 0.45) : '#ffffff';
  const shadowSide = mix(light.middle, light.top, 0.3);
  const bright = softPuff(canvas, lightSide);
  const shade = softPuff(canvas, shadowSide);
  const lower: string[] = [];
  const upper: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = rng.range(-80, WIDTH + 80);
    const cy = rng.range(50, horizonY * 0.62);
    const scale = rng.range(0.6, 1.5) * (0.6 + cy / horizonY);
    const puffs = rng.int(4, 8);
    for (let p = 0; p < puffs; p++) {
      const px = cx + (p - puffs / 2) * 34 * scale + rng.range(-10, 10);
      const rx = rng.range(34, 66) * scale;
      const ry = rx * rng.range(0.5, 0.75);
      const py = cy - ry * rng.range(0, 0.6);
      upper.push(`<ellipse cx="${r1(px)}" cy="${r1(py)}" rx="${r1(rx)}" ry="${r1(ry)}"/>`);
      lower.push(
        `<ellipse cx="${r1(px)}" cy="${r1(cy + ry * 0.4)}" rx="${r1(rx * 1.1)}" ry="${r1(ry * 0.6)}"/>`,
      );
    }
  }
  canvas.body.push(
    `<g fill="${shade}" opacity="0.5">${lower.join('')}</g>`,
    `<g fill="${bright}" opacity="${r1(rng.range(0.7, 0.9))}">${upper.join('')}</g>`,
  );
}

function softPuff(canvas: Canvas, color: string): string {
  const id = canvas.nextId('p');
  canvas.defs.push(
    `<radialGradient id="${id}"><stop offset="0.55" stop-color="${color}"/>` +
      `<stop offset="0.8" stop-color="${color}" stop-opacity="0.75"/>` +
      `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}

export function drawBirds(canvas: Canvas, rng: Rng, light: Light, horizonY: number): void {
  const count = rng.int(0, 5);
  const color = mix(light.top, '#000000', 0.5);
  const cx = rng.range(200, WIDTH - 200);
  const cy = rng.range(90, horizonY * 0.55);
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = cx + rng.range(-120, 120);
    const y = cy + rng.range(-50, 50);
    const s = rng.range(5, 10);
    paths.push(
      `M${r1(x - s)} ${r1(y - s * 0.4)}Q${r1(x - s * 0.4)} ${r1(y - s * 0.5)} ${r1(x)} ${r1(y)}`,
    );
    paths.push(`Q${r1(x + s * 0.4)} ${r1(y - s * 0.5)} ${r1(x + s)} ${r1(y - s * 0.4)}`);
  }
  if (paths.length > 0) {
    canvas.body.push(
      `<path d="${paths.join('')}" fill="none" stroke="${color}" stroke-width="2"/>`,
    );
  }
}

export function finishLight(canvas: Canvas, light: Light): void {
  if (light.time === 'golden' || light.time === 'dawn') {
    canvas.body.push(
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="${light.sun}" opacity="0.07"/>`,
    );
  }
}

/** Picks the light for a scene and paints its sky and birds; painters draw the land on top. */
export function openSky(
  canvas: Canvas,
  rng: Rng,
  horizonY: number,
  times: readonly TimeOfDay[],
): Light {
  const light = chooseLight(rng, horizonY, times);
  drawSky(canvas, rng, light, horizonY);
  drawBirds(canvas, rng, light, horizonY);
  return light;
}
