import type { Rng } from './prng.js';
import {
  chooseLight,
  distant,
  openSky,
  drawSky,
  finishLight,
  landFill,
  type Light,
  lit,
} from './scene-light.js';
import {
  broadleaf,
  cypress,
  house,
  liveries,
  sailboat,
  skyline,
  train,
  treeRow,
} from './scene-parts.js';
import {
  areaBelow,
  type Canvas,
  clipPath,
  fractalNoise,
  HEIGHT,
  type Point,
  r1,
  ridge,
  WIDTH,
} from './svg-kit.js';
import {
  allDay,
  forestGreens,
  greens,
  meadow,
  mountainRange,
  type Painter,
  reflect,
  ripples,
  water,
} from './scene-terrain.js';

export const coast: Painter = (canvas, rng) => {
  const horizon = rng.range(360, 420);
  const light = openSky(canvas, rng, horizon, allDay);
  const left = rng.chance(0.5);
  const far: Point[] = [];
  const farFrom = left ? rng.range(700, 900) : rng.range(-100, 150);
  const farWidth = rng.range(250, 450);
  const farNoise = fractalNoise(rng, 120, 3);
  for (let x = farFrom; x <= farFrom + farWidth; x += 10) {
    const t = (x - farFrom) / farWidth;
    far.push([x, horizon - Math.sin(t * Math.PI) ** 0.7 * rng.range(34, 40) - farNoise(x) * 6]);
  }
  canvas.body.push(
    `<path d="${areaBelow(far, horizon + 1)}" fill="${distant(light, '#5c6b5a', 0.65)}"/>`,
  );
  water(canvas, light, horizon, rng.pick(['#1b6f9c', '#1f86a8', '#176b8a', '#2a7f95']));
  ripples(canvas, rng, light, horizon, 110);
  const span = rng.range(0.4, 0.55) * WIDTH;
  const cliffTop = horizon - rng.range(130, 220);
  const seaLevel = horizon + 50;
  const noise = fractalNoise(rng, 90, 3);
  const toX = (d: number) => (left ? d : WIDTH - d);
  const slopeY = (d: number) =>
    cliffTop + (seaLevel - cliffTop) * Math.max(0, d / span) ** 1.6 + noise(d) * 12;
  const edge: Point[] = [];
  for (let d = -20; d <= span; d += 8) edge.push([toX(d), slopeY(d)]);
  const outline = edge.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L');
  const headland = `M${outline}L${r1(toX(span + 30))} ${r1(seaLevel + 12)}L${r1(toX(-20))} ${r1(seaLevel + 12)}Z`;
  const scrub = lit(light, rng.pick(['#6d8a3e', '#7b8f45', '#5f7f3f', '#8a9550']));
  canvas.body.push(`<path d="${headland}" fill="${landFill(canvas, light, scrub)}"/>`);
  const clip = clipPath(canvas, headland);
  const rockTop = seaLevel - rng.range(22, 40);
  const rockNoise = fractalNoise(rng, 50, 3);
  const rockEdge: string[] = [];
  for (let d = -20; d <= span + 40; d += 8) {
    rockEdge.push(
      `${r1(toX(d))} ${r1(rockTop + rockNoise(d) * 14 + Math.max(0, d / span - 0.6) * 20)}`,
    );
  }
  const rock = lit(light, rng.pick(['#b08a5a', '#a27a56', '#9a8f7a', '#c2a27a']));
  canvas.body.push(
    `<path clip-path="${clip}" fill="${landFill(canvas, light, rock)}" d="M${rockEdge.join('L')}L${r1(toX(span + 40))} ${HEIGHT}L${r1(toX(-20))} ${HEIGHT}Z"/>`,
    `<path d="M${r1(toX(-20))} ${r1(seaLevel + 13)}H${r1(toX(span + 30))}" stroke="#ffffff" stroke-width="2" opacity="0.35"/>`,
  );
  const pastel = ['#f2d8a7', '#e9b89a', '#f4e7cf', '#d9a38b', '#f0c987', '#e7d3c0', '#c9d6c2'];
  const roofs = ['#b5573a', '#a44e34', '#c2693f'];
  const houses: Array<{ y: number; markup: string }> = [];
  const village = rng.range(0.15, 0.45) * span;
  for (let i = 0; i < rng.int(22, 40); i++) {
    const d = village + rng.range(-0.18, 0.22) * span;
    const top = slopeY(d) + 14;
    const y = top + rng.range(0, Math.max(10, rockTop - top - 8));
    const w = rng.range(16, 28);
    const wall = lit(light, rng.pick(pastel));
    houses.push({
      y,
      markup: house(toX(d), y, w, w * rng.range(0.6, 1), wall, lit(light, rng.pick(roofs))),
    });
  }
  houses.sort((a, b) => a.y - b.y);
  const trees: string[] = [];
  for (let i = 0; i < rng.int(6, 14); i++) {
    const d = rng.range(0, span * 0.9);
    const top = slopeY(d) + 10;
    trees.push(cypress(toX(d), top + rng.range(0, Math.max(10, rockTop - top)), rng.range(30, 60)));
  }
  canvas.body.push(
    `<g clip-path="${clip}">${houses.map((h) => h.markup).join('')}` +
      `<path fill="${lit(light, '#2e4a2a')}" d="${trees.join('')}"/></g>`,
  );
  const boats: string[] = [];
  for (let i = 0; i < rng.int(2, 4); i++) {
    const y = rng.range(horizon + 20, horizon + 200);
    const scale = 0.25 + (y - horizon) / 220;
    const x = left ? rng.range(span + 120, WIDTH - 60) : rng.range(60, WIDTH - span - 120);
    boats.push(
      sailboat(
        x,
        y,
        scale,
        lit(light, '#f7f5ef'),
        lit(light, rng.pick(['#1f3550', '#7a2b22', '#f0f0ea'])),
      ),
    );
  }
  canvas.body.push(boats.join(''));
  const beach = ridge(rng, {
    baseY: 680,
    amplitude: 30,
    peaks: 1,
    wavelength: 600,
    octaves: 2,
    texture: 20,
    step: 16,
  });
  const sand = lit(light, '#e3cf9f');
  canvas.body.push(
    `<path d="${areaBelow(beach.points)}" fill="${landFill(canvas, light, sand)}"/>`,
    `<path d="M${beach.points.map(([x, y]) => `${r1(x)} ${r1(y - 3)}`).join('L')}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.6"/>`,
  );
  if (rng.chance(0.7)) {
    const pineX = left ? rng.range(WIDTH - 150, WIDTH - 40) : rng.range(40, 150);
    canvas.body.push(
      umbrellaPine(rng, pineX, HEIGHT + 10, rng.range(480, 570), lit(light, '#2c3f26')),
    );
  }
  finishLight(canvas, light);
};

function umbrellaPine(rng: Rng, x: number, y: number, height: number, color: string): string {
  const lean = height * rng.range(0.08, 0.2) * (x < WIDTH / 2 ? 1 : -1);
  const top = y - height;
  const clusters: string[] = [];
  for (let i = 0; i < 9; i++) {
    const cx = x + lean + rng.range(-height * 0.3, height * 0.3);
    const cy = top + rng.range(-18, 30);
    const rx = height * rng.range(0.09, 0.16);
    const ry = rx * rng.range(0.38, 0.5);
    clusters.push(
      `M${r1(cx - rx)} ${r1(cy)}a${r1(rx)} ${r1(ry)} 0 1 0 ${r1(2 * rx)} 0a${r1(rx)} ${r1(ry)} 0 1 0 ${r1(-2 * rx)} 0Z`,
    );
  }
  return (
    `<path fill="${color}" d="M${r1(x - 7)} ${r1(y)}Q${r1(x)} ${r1(y - height * 0.55)} ${r1(x + lean - 3)} ${r1(top + 10)}` +
    `h7Q${r1(x + 8)} ${r1(y - height * 0.55)} ${r1(x + 8)} ${r1(y)}Z${clusters.join('')}"/>`
  );
}

export const city: Painter = (canvas, rng) => {
  const waterline = rng.range(480, 530);
  const light = chooseLight(rng, waterline - 100, ['dusk', 'dusk', 'golden', 'dawn', 'morning']);
  drawSky(canvas, rng, light, waterline);
  const night = light.time === 'dusk';
  const start = canvas.body.length;
  const back = skyline(rng, {
    baseY: waterline - 30,
    facades: [distant(light, '#6a6f85', 0.55)],
    roof: distant(light, '#5a5f75', 0.55),
    window: '#ffd98a',
    windowChance: 0,
    landmarkChance: 0.12,
  });
  canvas.body.push(back.shapes);
  const stone = ['#d8c3a0', '#cdb08a', '#e2d2b4', '#c99e7c', '#b9a48a', '#e0b890'];
  const facades = night ? ['#2a2540', '#302a48', '#262238'] : stone.map((c) => lit(light, c));
  const front = skyline(rng, {
    baseY: waterline - 6,
    facades,
    roof: night ? '#1d1a2e' : lit(light, rng.pick(['#6f8f86', '#8a5a44', '#5b6470'])),
    window: night ? '#ffd98a' : '#3a3f4a',
    windowChance: night ? 0.28 : 0.5,
    landmarkChance: 0.22,
  });
  canvas.body.push(
    front.shapes,
    `<path d="${front.windows}" fill="${night ? '#ffd98a' : lit(light, '#3f4652')}" opacity="${night ? 0.9 : 0.7}"/>`,
    `<rect y="${r1(waterline - 8)}" width="${WIDTH}" height="10" fill="${night ? '#1d1a2e' : lit(light, '#9a8a74')}"/>`,
  );
  const scene = canvas.body.slice(start).join('');
  water(canvas, light, waterline + 2, night ? '#1a2140' : rng.pick(['#3b6273', '#2e5a6e']));
  reflect(canvas, waterline + 2, scene, 0.38);
  ripples(canvas, rng, light, waterline + 2, 60);
  if (rng.chance(0.6)) bridge(canvas, rng, light, waterline, night);
  finishLight(canvas, light);
};

function bridge(canvas: Canvas, rng: Rng, light: Light, waterline: number, night: boolean): void {
  const deck = waterline + rng.range(60, 90);
  const arches = rng.int(4, 6);
  const archWidth = WIDTH / arches;
  const color = night ? '#171426' : lit(light, '#a99478');
  const body = `M-10 ${r1(deck - 18)}H${WIDTH + 10}V${r1(deck)}H-10Z`;
  const piers: string[] = [];
  for (let i = 0; i <= arches; i++) {
    piers.push(`M${r1(i * archWidth - 14)} ${r1(deck)}h28V${HEIGHT}h-28Z`);
  }
  canvas.body.push(
    `<path fill="${color}" d="${body}${piers.join('')}"/>`,
    `<path fill="${color}" d="${archFill(arches, archWidth, deck)}"/>`,
  );
  if (night) {
    const lamps: string[] = [];
    for (let x = 40; x < WIDTH; x += 90) lamps.push(`M${x} ${r1(deck - 18)}v-22h3v22Z`);
    canvas.body.push(`<path fill="${color}" d="${lamps.join('')}"/>`);
    for (let x = 41.5; x < WIDTH; x += 90) {
      canvas.body.push(`<circle cx="${x}" cy="${r1(deck - 42)}" r="4" fill="#ffe2a0"/>`);
    }
  }
}

function archFill(arches: number, archWidth: number, deck: number): string {
  const parts: string[] = [];
  for (let i = 0; i < arches; i++) {
    const left = i * archWidth + 14;
    const right = (i + 1) * archWidth - 14;
    const radius = (right - left) / 2;
    const spring = deck + 70;
    parts.push(
      `M${r1(left)} ${r1(deck)}H${r1(right)}V${r1(spring)}A${r1(radius)} 56 0 0 0 ${r1(left)} ${r1(spring)}Z`,
    );
  }
  return parts.join('');
}

export const railway: Painter = (canvas, rng) => {
  const horizon = rng.range(340, 400);
  const light = openSky(canvas, rng, horizon, ['morning', 'noon', 'noon', 'golden', 'dawn']);
  if (rng.chance(0.5)) {
    mountainRange(canvas, rng, light, horizon, rng.range(120, 200), 0.65, true);
  } else {
    meadow(canvas, rng, light, horizon, 50, distant(light, '#6f8a6a', 0.55));
  }
  const hills = meadow(canvas, rng, light, horizon + 30, 35, distant(light, rng.pick(greens), 0.3));
  canvas.body.push(
    `<path fill="${distant(light, rng.pick(forestGreens), 0.3)}" d="${treeRow(rng, hills.line, { step: 14, height: 22, sink: 6, density: 0.5, shape: broadleaf })}"/>`,
  );
  fields(canvas, rng, light, horizon + 30);
  const trackY = rng.range(horizon + 110, horizon + 190);
  const slope = rng.range(-0.06, 0.06);
  const at = (x: number) => trackY + slope * (x - WIDTH / 2);
  canvas.body.push(
    `<path fill="${lit(light, '#8a7d6a')}" d="M-20 ${r1(at(-20) - 2)}L${WIDTH + 20} ${r1(at(WIDTH + 20) - 2)}L${WIDTH + 20} ${r1(at(WIDTH + 20) + 26)}L-20 ${r1(at(-20) + 26)}Z"/>`,
    `<path fill="none" stroke="#3b3a38" stroke-width="2.5" d="M-20 ${r1(at(-20) + 4)}L${WIDTH + 20} ${r1(at(WIDTH + 20) + 4)}M-20 ${r1(at(-20) + 9)}L${WIDTH + 20} ${r1(at(WIDTH + 20) + 9)}"/>`,
  );
  const poles: string[] = [];
  const offset = rng.range(0, 130);
  for (let x = offset - 130; x < WIDTH + 130; x += 130) {
    poles.push(`M${r1(x)} ${r1(at(x) + 6)}V${r1(at(x) - 78)}h16`);
  }
  poles.push(`M-20 ${r1(at(-20) - 66)}L${WIDTH + 20} ${r1(at(WIDTH + 20) - 66)}`);
  const cars = rng.int(4, 7);
  const length = cars * 155;
  const x = rng.range(-length * 0.25, WIDTH - length * 0.75);
  const facingRight = rng.chance(0.5);
  const angle = (Math.atan(slope) * 180) / Math.PI;
  const livery = rng.pick(liveries);
  const trainMarkup = facingRight
    ? `<g transform="translate(${r1(2 * x + length)} 0) scale(-1 1)">${train(x, at(x) + 2, cars, -angle, livery)}</g>`
    : train(x, at(x) + 2, cars, angle, livery);
  canvas.body.push(
    `<path d="${poles.join('')}" fill="none" stroke="${lit(light, '#4a4a4a')}" stroke-width="3"/>`,
    trainMarkup,
  );
  const verge = meadow(canvas, rng, light, 700, 30, lit(light, rng.pick(greens)));
  const flowers: string[] = [];
  const petals = rng.pick(['#f2d24b', '#e8e8f0', '#d8453b', '#b98ad8']);
  for (let i = 0; i < 70; i++) {
    const fx = rng.range(0, WIDTH);
    const fy = verge.line.yAt(fx) + rng.range(6, 40);
    flowers.push(`M${r1(fx - 2.5)} ${r1(fy)}a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0Z`);
  }
  canvas.body.push(`<path fill="${lit(light, petals)}" d="${flowers.join('')}"/>`);
  finishLight(canvas, light);
};

function fields(canvas: Canvas, rng: Rng, light: Light, top: number): void {
  const crops = ['#d9b65b', '#7fae4e', '#e8d545', '#9a7450', '#6d9a3e', '#c7c06a', '#8c7ab8'];
  const bands = rng.int(5, 7);
  const edges = Array.from(
    { length: bands + 1 },
    (_, i) => top + (HEIGHT + 20 - top) * (i / bands) ** 1.5,
  );
  for (let b = 0; b < bands; b++) {
    const y0 = edges[b]!;
    const y1 = edges[b + 1]!;
    let x = -40;
    while (x < WIDTH + 40) {
      const w = rng.range(160, 420) * (0.6 + b * 0.2);
      const skew0 = rng.range(-30, 30);
      const color = distant(light, rng.pick(crops), 0.35 - b * 0.06);
      canvas.body.push(
        `<path fill="${color}" d="M${r1(x + skew0)} ${r1(y0)}H${r1(x + w + skew0)}L${r1(x + w)} ${r1(y1 + 1)}H${r1(x)}Z"/>`,
      );
      x += w;
    }
    canvas.body.push(
      `<path d="M-40 ${r1(y0)}H${WIDTH + 40}" stroke="${distant(light, '#3f5f2f', 0.3)}" stroke-width="${r1(1 + b)}" opacity="0.6"/>`,
    );
  }
}
