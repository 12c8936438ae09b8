import type { Rng } from './prng.js';
import { type Canvas, clipPath, fractalNoise, mix, r1, type Ridge, WIDTH } from './svg-kit.js';

export function pine(x: number, y: number, height: number): string {
  const w = height * 0.32;
  const m = y - height * 0.5;
  return (
    `M${r1(x)} ${r1(y - height)}L${r1(x + w * 0.62)} ${r1(m)}L${r1(x + w * 0.34)} ${r1(m)}` +
    `L${r1(x + w)} ${r1(y)}L${r1(x - w)} ${r1(y)}L${r1(x - w * 0.34)} ${r1(m)}` +
    `L${r1(x - w * 0.62)} ${r1(m)}Z`
  );
}

export function broadleaf(x: number, y: number, height: number): string {
  const r = height * 0.42;
  const cy = y - height + r;
  return (
    `M${r1(x - r)} ${r1(cy)}a${r1(r)} ${r1(r)} 0 1 0 ${r1(2 * r)} 0` +
    `a${r1(r)} ${r1(r)} 0 1 0 ${r1(-2 * r)} 0Z` +
    `M${r1(x - r * 0.12)} ${r1(cy)}h${r1(r * 0.24)}V${r1(y)}h${r1(-r * 0.24)}Z`
  );
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return (
    `M${r1(cx - rx)} ${r1(cy)}a${r1(rx)} ${r1(ry)} 0 1 0 ${r1(2 * rx)} 0` +
    `a${r1(rx)} ${r1(ry)} 0 1 0 ${r1(-2 * rx)} 0Z`
  );
}

export function cypress(x: number, y: number, height: number): string {
  const w = height * 0.13;
  return (
    `M${r1(x)} ${r1(y - height)}C${r1(x + w * 1.6)} ${r1(y - height * 0.7)} ${r1(x + w * 1.4)} ` +
    `${r1(y - height * 0.1)} ${r1(x)} ${r1(y)}C${r1(x - w * 1.4)} ${r1(y - height * 0.1)} ` +
    `${r1(x - w * 1.6)} ${r1(y - height * 0.7)} ${r1(x)} ${r1(y - height)}Z`
  );
}

export interface TreeRowOptions {
  step: number;
  height: number;
  sink: number;
  density: number;
  shape: (x: number, y: number, height: number) => string;
  from?: number;
  to?: number;
}

export function treeRow(rng: Rng, line: Ridge, options: TreeRowOptions): string {
  const parts: string[] = [];
  const from = options.from ?? -20;
  const to = options.to ?? WIDTH + 20;
  for (let x = from; x <= to; x += options.step * rng.range(0.6, 1.4)) {
    if (!rng.chance(options.density)) continue;
    const h = options.height * rng.range(0.7, 1.3);
    parts.push(options.shape(x, line.yAt(x) + options.sink, h));
  }
  return parts.join('');
}

export function snowCap(
  canvas: Canvas,
  rng: Rng,
  area: string,
  snowY: number,
  color: string,
): void {
  const noise = fractalNoise(rng, 90, 4);
  const edge: string[] = [];
  for (let x = WIDTH + 40; x >= -40; x -= 12) {
    edge.push(`L${x} ${r1(snowY + 38 * noise(x) + 20 * Math.sin(x / 23))}`);
  }
  const clip = clipPath(canvas, area);
  canvas.body.push(
    `<path clip-path="${clip}" fill="${color}" d="M-40 -10L${WIDTH + 40} -10${edge.join('')}Z"/>`,
  );
}

export function peakShadows(
  canvas: Canvas,
  area: string,
  line: Ridge,
  baseY: number,
  sunOnLeft: boolean,
  opacity: number,
): void {
  const dir = sunOnLeft ? 1 : -1;
  const polygons = line.peaks
    .map(([px, py]) => {
      const drop = baseY + 80 - py;
      return `M${r1(px)} ${r1(py)}L${r1(px + dir * drop * 1.1)} ${r1(baseY + 80)}L${r1(px + dir * drop * 0.08)} ${r1(baseY + 80)}Z`;
    })
    .join('');
  const gullies = line.peaks
    .flatMap(([px, py]) =>
      [0.25, 0.5, 0.75, 1].map((k) => {
        const drop = (baseY - py) * k;
        return `M${r1(px - dir * drop * 0.3)} ${r1(py + drop * 0.35)}l${r1(dir * drop * 0.18)} ${r1(drop * 0.6)}`;
      }),
    )
    .join('');
  const clip = clipPath(canvas, area);
  canvas.body.push(
    `<g clip-path="${clip}"><path d="${polygons}" fill="#141a2e" opacity="${opacity}"/>` +
      `<path d="${gullies}" fill="none" stroke="#141a2e" stroke-width="3" opacity="${r1(opacity * 0.6 * 100) / 100}"/></g>`,
  );
}

export function house(
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
): string {
  const eave = w * 0.12;
  return (
    `<path d="M${r1(x)} ${r1(y)}h${r1(w)}v${r1(-h)}h${r1(-w)}Z" fill="${wall}"/>` +
    `<path d="M${r1(x - eave)} ${r1(y - h)}L${r1(x + w / 2)} ${r1(y - h - w * 0.42)}L${r1(x + w + eave)} ${r1(y - h)}Z" fill="${roof}"/>` +
    `<path d="M${r1(x + w * 0.22)} ${r1(y - h * 0.62)}h${r1(w * 0.18)}v${r1(h * 0.28)}h${r1(-w * 0.18)}Z` +
    `M${r1(x + w * 0.6)} ${r1(y - h * 0.62)}h${r1(w * 0.18)}v${r1(h * 0.28)}h${r1(-w * 0.18)}Z" fill="${mix(wall, '#000000', 0.55)}"/>`
  );
}

export function sailboat(x: number, y: number, scale: number, sail: string, hull: string): string {
  const s = scale;
  return (
    `<path d="M${r1(x - 32 * s)} ${r1(y)}L${r1(x + 34 * s)} ${r1(y)}L${r1(x + 24 * s)} ${r1(y + 9 * s)}L${r1(x - 26 * s)} ${r1(y + 9 * s)}Z" fill="${hull}"/>` +
    `<path d="M${r1(x)} ${r1(y - 3 * s)}L${r1(x)} ${r1(y - 66 * s)}L${r1(x + 30 * s)} ${r1(y - 3 * s)}Z" fill="${sail}"/>` +
    `<path d="M${r1(x - 3 * s)} ${r1(y - 4 * s)}L${r1(x - 3 * s)} ${r1(y - 56 * s)}L${r1(x - 24 * s)} ${r1(y - 4 * s)}Z" fill="${mix(sail, '#8090a0', 0.25)}"/>` +
    `<path d="M${r1(x - 26 * s)} ${r1(y + 11 * s)}h${r1(50 * s)}" stroke="${mix(hull, '#ffffff', 0.3)}" stroke-width="${r1(Math.max(1, 2 * s))}" opacity="0.4"/>`
  );
}

export interface TrainLivery {
  body: string;
  stripe: string;
  window: string;
}

export const liveries: readonly TrainLivery[] = [
  { body: '#c8102e', stripe: '#f4f4f4', window: '#2b3440' },
  { body: '#f2f2ee', stripe: '#d8232a', window: '#28323c' },
  { body: '#1f5fa8', stripe: '#f2c230', window: '#1d2630' },
  { body: '#2f7d4f', stripe: '#f0f0e8', window: '#1e2a26' },
  { body: '#e9e4da', stripe: '#005a9c', window: '#26303a' },
  { body: '#6b2d5c', stripe: '#e8c170', window: '#241a24' },
];

export function train(
  x: number,
  y: number,
  cars: number,
  angle: number,
  livery: TrainLivery,
): string {
  const length = 150;
  const height = 38;
  const parts: string[] = [];
  for (let i = 0; i < cars; i++) {
    const cx = i * (length + 5);
    const isHead = i === 0;
    const body = isHead
      ? `M${cx + 30} ${-height}H${cx + length}V0H${cx}V${-height * 0.45}Q${cx + 4} ${-height} ${cx + 30} ${-height}Z`
      : `M${cx} ${-height + 6}Q${cx} ${-height} ${cx + 6} ${-height}H${cx + length - 6}Q${cx + length} ${-height} ${cx + length} ${-height + 6}V0H${cx}Z`;
    parts.push(`<path d="${body}" fill="${livery.body}"/>`);
    parts.push(`<rect x="${cx}" y="${-12}" width="${length}" height="5" fill="${livery.stripe}"/>`);
    const windows: string[] = [];
    const start = isHead ? 40 : 12;
    for (let wx = cx + start; wx < cx + length - 20; wx += 22) {
      windows.push(`M${wx} ${-height + 9}h15v12h-15Z`);
    }
    if (isHead)
      windows.push(`M${cx + 6} ${-height * 0.45}L${cx + 24} ${-height + 7}h8v13H${cx + 6}Z`);
    parts.push(`<path d="${windows.join('')}" fill="${livery.window}"/>`);
    parts.push(
      `<path d="M${cx + 14} 0h28v5h-28ZM${cx + length - 42} 0h28v5h-28Z" fill="#23262b"/>`,
    );
  }
  parts.push(
    `<path d="M${length * 0.45} ${-height}l14 -12h26l10 12" fill="none" stroke="#30343a" stroke-width="2"/>`,
  );
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})">${parts.join('')}</g>`;
}

export interface SkylineOptions {
  baseY: number;
  facades: readonly string[];
  roof: string;
  window: string;
  windowChance: number;
  landmarkChance: number;
}

export function skyline(rng: Rng, options: SkylineOptions): { shapes: string; windows: string } {
  const shapes: string[] = [];
  const windows: string[] = [];
  const y0 = options.baseY;
  let x = -30;
  while (x < WIDTH + 30) {
    const facade = rng.pick(options.facades);
    const roll = rng.next();
    let w: number;
    if (roll < options.landmarkChance * 0.4) {
      w = rng.range(130, 190);
      const h = rng.range(70, 110);
      const drum = w * 0.42;
      const domeR = drum * rng.range(0.95, 1.15);
      const top = y0 - h;
      shapes.push(
        `<path fill="${facade}" d="M${r1(x)} ${r1(y0)}V${r1(top)}H${r1(x + w)}V${r1(y0)}Z` +
          `M${r1(x + w / 2 - drum / 2)} ${r1(top)}v${r1(-drum * 0.5)}h${r1(drum)}v${r1(drum * 0.5)}Z"/>`,
        `<path fill="${options.roof}" d="M${r1(x + w / 2 - domeR / 2 - 4)} ${r1(top - drum * 0.5)}` +
          `A${r1(domeR / 2 + 4)} ${r1(domeR * 0.62)} 0 0 1 ${r1(x + w / 2 + domeR / 2 + 4)} ${r1(top - drum * 0.5)}Z` +
          `M${r1(x + w / 2 - 5)} ${r1(top - drum * 0.5 - domeR * 0.6)}h10v-16h-10Z` +
          `M${r1(x + w / 2 - 1.5)} ${r1(top - drum * 0.5 - domeR * 0.6 - 16)}h3v-14h-3Z"/>`,
      );
      addWindows(rng, windows, x + 8, top + 12, w - 16, h - 20, options.windowChance);
    } else if (roll < options.landmarkChance) {
      w = rng.range(34, 54);
      const h = rng.range(170, 260);
      const top = y0 - h;
      const spire = rng.range(50, 110);
      shapes.push(
        `<path fill="${facade}" d="M${r1(x)} ${r1(y0)}V${r1(top)}H${r1(x + w)}V${r1(y0)}Z"/>`,
        `<path fill="${options.roof}" d="M${r1(x - 3)} ${r1(top)}L${r1(x + w / 2)} ${r1(top - spire)}L${r1(x + w + 3)} ${r1(top)}Z"/>`,
        `<circle cx="${r1(x + w / 2)}" cy="${r1(top + 26)}" r="${r1(w * 0.26)}" fill="${options.window}" opacity="0.85"/>`,
      );
      addWindows(rng, windows, x + 6, top + 50, w - 12, h - 60, options.windowChance * 0.6);
    } else {
      w = rng.range(28, 70);
      const h = rng.range(55, 135);
      const top = y0 - h;
      const gable = rng.chance(0.55);
      shapes.push(
        `<path fill="${facade}" d="M${r1(x)} ${r1(y0)}V${r1(top)}H${r1(x + w)}V${r1(y0)}Z"/>`,
      );
      if (gable) {
        shapes.push(
          `<path fill="${options.roof}" d="M${r1(x - 2)} ${r1(top)}L${r1(x + w / 2)} ${r1(top - w * 0.55)}L${r1(x + w + 2)} ${r1(top)}Z"/>`,
        );
      } else {
        shapes.push(
          `<path fill="${options.roof}" d="M${r1(x - 2)} ${r1(top)}h${r1(w + 4)}v-6h${r1(-w - 4)}Z"/>`,
        );
      }
      addWindows(rng, windows, x + 5, top + 10, w - 10, h - 16, options.windowChance);
    }
    x += w + rng.range(-4, 6);
  }
  return { shapes: shapes.join(''), windows: windows.join('') };
}

function addWindows(
  rng: Rng,
  out: string[],
  x: number,
  y: number,
  w: number,
  h: number,
  chance: number,
): void {
  for (let wy = y; wy < y + h - 10; wy += 17) {
    for (let wx = x; wx < x + w - 6; wx += 12) {
      if (rng.chance(chance)) out.push(`M${r1(wx)} ${r1(wy)}h6v9h-6Z`);
    }
  }
}
