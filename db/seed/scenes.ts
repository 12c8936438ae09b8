import type { Rng } from './prng.js';
import {
  chooseLight,
  distant,
  drawBirds,
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
  peakShadows,
  pine,
  sailboat,
  skyline,
  snowCap,
  train,
  treeRow,
} from './scene-parts.js';
import {
  areaBelow,
  type Canvas,
  clipPath,
  fractalNoise,
  HEIGHT,
  jitterColor,
  mix,
  type Point,
  r1,
  ridge,
  verticalGradient,
  WIDTH,
} from './svg-kit.js';

export const sceneKinds = [
  'mountains',
  'lake',
  'forest',
  'coast',
  'vineyard',
  'city',
  'train',
] as const;

export type SceneKind = (typeof sceneKinds)[number];

type Painter = (canvas: Canvas, rng: Rng) => void;

const allDay = ['dawn', 'morning', 'noon', 'noon', 'golden', 'golden', 'dusk'] as const;
const greens = ['#5d8c3a', '#6f9a3f', '#4f7f45', '#7a9c48', '#5a8a52'];
const forestGreens = ['#2f5a36', '#34613a', '#2a4f3a', '#3b5f2e'];
const rocks = ['#6d7489', '#7a7468', '#5f6b7d', '#807a80', '#6a6f78'];

function mountainRange(
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

function meadow(
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

function mist(canvas: Canvas, light: Light, top: number, height: number, opacity: number): void {
  const fill = verticalGradient(canvas, [
    [0, light.haze, 0],
    [0.5, light.haze, opacity],
    [1, light.haze, 0],
  ]);
  canvas.body.push(`<rect y="${r1(top)}" width="${WIDTH}" height="${r1(height)}" fill="${fill}"/>`);
}

const mountains: Painter = (canvas, rng) => {
  const horizon = rng.range(430, 490);
  const light = chooseLight(rng, horizon, allDay);
  drawSky(canvas, rng, light, horizon);
  drawBirds(canvas, rng, light, horizon);
  const ranges = rng.int(2, 3);
  for (let i = 0; i < ranges; i++) {
    const depth = 0.62 - i * (0.45 / ranges);
    mountainRange(
      canvas,
      rng,
      light,
      horizon - 40 + i * 50,
      rng.range(190, 270) - i * 45,
      depth,
      i < 2,
    );
    if (i < ranges - 1) mist(canvas, light, horizon - 30 + i * 50, 90, 0.35);
  }
  const grass = lit(light, rng.pick(greens));
  const slope = meadow(canvas, rng, light, horizon + 90, 45, grass);
  const darkPine = lit(light, rng.pick(forestGreens));
  const chalets: string[] = [];
  for (let i = rng.int(0, 3); i > 0; i--) {
    const x = rng.range(120, WIDTH - 160);
    const w = rng.range(34, 56);
    chalets.push(
      house(
        x,
        slope.line.yAt(x) + rng.range(14, 40),
        w,
        w * 0.55,
        lit(light, '#8a5a3a'),
        lit(light, '#4e3326'),
      ),
    );
  }
  canvas.body.push(
    chalets.join(''),
    `<path fill="${darkPine}" d="${treeRow(rng, slope.line, { step: 16, height: 34, sink: 6, density: 0.45, shape: pine })}"/>`,
  );
  const front = meadow(canvas, rng, light, 680, 70, mix(grass, '#1e3318', 0.35));
  const side = rng.pick([-20, WIDTH - 380, WIDTH / 2 - 200, null]);
  if (side !== null) {
    canvas.body.push(
      `<path fill="${mix(darkPine, '#000000', 0.35)}" d="${treeRow(rng, front.line, {
        step: 30,
        height: 150,
        sink: 20,
        density: side === WIDTH / 2 - 200 ? 0.35 : 0.9,
        shape: pine,
        from: side,
        to: side + 400,
      })}"/>`,
    );
  }
  finishLight(canvas, light);
};

function water(canvas: Canvas, light: Light, top: number, deep: string): void {
  const fill = verticalGradient(canvas, [
    [0, mix(light.horizon, deep, 0.45)],
    [0.35, mix(light.middle, deep, 0.6)],
    [1, mix(deep, '#000000', 0.25)],
  ]);
  canvas.body.push(
    `<rect y="${r1(top)}" width="${WIDTH}" height="${r1(HEIGHT - top)}" fill="${fill}"/>`,
  );
}

function reflect(canvas: Canvas, waterline: number, content: string, opacity: number): void {
  const clip = clipPath(canvas, `M0 ${r1(waterline)}H${WIDTH}V${HEIGHT}H0Z`);
  canvas.body.push(
    `<g clip-path="${clip}" opacity="${opacity}">` +
      `<g transform="matrix(1 0 0 -1 0 ${r1(2 * waterline)})">${content}</g></g>`,
  );
}

function ripples(canvas: Canvas, rng: Rng, light: Light, top: number, count: number): void {
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

const lake: Painter = (canvas, rng) => {
  const waterline = rng.range(400, 460);
  const light = chooseLight(rng, waterline, allDay);
  drawSky(canvas, rng, light, waterline);
  const start = canvas.body.length;
  const snowy = rng.chance(0.6);
  mountainRange(canvas, rng, light, waterline - 30, rng.range(150, 230), 0.5, snowy);
  const shore = ridge(rng, {
    baseY: waterline + 2,
    amplitude: 30,
    peaks: 2,
    wavelength: 400,
    octaves: 2,
    texture: 14,
    step: 16,
  });
  const forest = lit(light, rng.pick(forestGreens));
  canvas.body.push(
    `<path d="${areaBelow(shore.points)}" fill="${forest}"/>`,
    `<path fill="${forest}" d="${treeRow(rng, shore, { step: 7, height: 26, sink: 4, density: 0.85, shape: pine })}"/>`,
  );
  const landscape = canvas.body.slice(start).join('');
  water(canvas, light, waterline, rng.pick(['#1f5c72', '#245f5a', '#2a4f7a', '#1e6a80']));
  reflect(canvas, waterline, landscape, 0.45);
  ripples(canvas, rng, light, waterline, 70);
  const side = rng.chance(0.5) ? 1 : -1;
  const edgeX = side > 0 ? WIDTH : 0;
  const bank = mix(forest, '#000000', 0.35);
  const reach = rng.range(260, 420);
  canvas.body.push(
    `<path fill="${bank}" d="M${edgeX} ${r1(HEIGHT - rng.range(120, 200))}Q${r1(edgeX - side * reach * 0.5)} ${r1(HEIGHT - 90)} ${r1(edgeX - side * reach)} ${HEIGHT}H${edgeX}Z"/>`,
  );
  const reeds: string[] = [];
  for (let i = 0; i < 40; i++) {
    const x = edgeX - side * rng.range(0, reach * 0.9);
    const h = rng.range(30, 90);
    reeds.push(
      `M${r1(x)} ${HEIGHT}q${r1(side * -6)} ${r1(-h / 2)} ${r1(side * -4 + rng.range(-8, 8))} ${r1(-h)}`,
    );
  }
  canvas.body.push(`<path d="${reeds.join('')}" fill="none" stroke="${bank}" stroke-width="2.5"/>`);
  if (rng.chance(0.6)) {
    const x = rng.range(380, 900);
    const y = rng.range(waterline + 80, 600);
    const s = (y - waterline) / 160;
    canvas.body.push(
      `<path fill="${lit(light, rng.pick(['#b5452a', '#d9922e', '#2f6f9a']))}" d="M${r1(x - 50 * s)} ${r1(y)}Q${r1(x)} ${r1(y + 14 * s)} ${r1(x + 50 * s)} ${r1(y)}Q${r1(x)} ${r1(y + 5 * s)} ${r1(x - 50 * s)} ${r1(y)}Z"/>`,
    );
  }
  finishLight(canvas, light);
};

const forest: Painter = (canvas, rng) => {
  const horizon = rng.range(330, 400);
  const light = chooseLight(rng, horizon, allDay);
  drawSky(canvas, rng, light, horizon);
  drawBirds(canvas, rng, light, horizon);
  mountainRange(canvas, rng, light, horizon, rng.range(80, 150), 0.75, false);
  const autumn = rng.chance(0.35);
  const conifer = rng.chance(0.5);
  const canopy = autumn
    ? ['#b8602d', '#d39a36', '#8a8f3a', '#9c3f28']
    : [rng.pick(forestGreens), rng.pick(greens)];
  const layers = rng.int(4, 5);
  const span = HEIGHT - horizon;
  for (let i = 0; i < layers; i++) {
    const depth = 0.55 - (i / (layers - 1)) * 0.55;
    const baseY = horizon + 10 + span * ((i + 0.5) / layers) * 0.9;
    const ground = distant(light, mix(rng.pick(forestGreens), '#000000', i * 0.05), depth);
    const hill = meadow(canvas, rng, light, baseY, 50 + i * 10, ground);
    const height = 16 + i * 16;
    const step = 7 + i * 5;
    for (const color of canopy) {
      const shape = conifer && !autumn ? pine : rng.chance(0.6) ? broadleaf : pine;
      const trees = treeRow(rng, hill.line, {
        step: step * canopy.length * 0.8,
        height,
        sink: height * 0.35,
        density: 0.95,
        shape,
      });
      canvas.body.push(
        `<path fill="${distant(light, jitterColor(rng, color, 0.15), depth)}" d="${trees}"/>`,
      );
    }
    if (i < layers - 1) mist(canvas, light, baseY - 10, 70 + i * 10, 0.3 - i * 0.05);
  }
  finishLight(canvas, light);
};

const coast: Painter = (canvas, rng) => {
  const horizon = rng.range(360, 420);
  const light = chooseLight(rng, horizon, allDay);
  drawSky(canvas, rng, light, horizon);
  drawBirds(canvas, rng, light, horizon);
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

const vineyard: Painter = (canvas, rng) => {
  const horizon = rng.range(320, 380);
  const light = chooseLight(rng, horizon, ['morning', 'noon', 'golden', 'golden', 'dawn']);
  drawSky(canvas, rng, light, horizon);
  drawBirds(canvas, rng, light, horizon);
  const grass = rng.pick(['#9fb35a', '#b7b45e', '#8fae55', '#c2a955']);
  meadow(canvas, rng, light, horizon, 40, distant(light, '#7f9a6a', 0.6));
  const mid = meadow(canvas, rng, light, horizon + 80, 60, distant(light, grass, 0.3));
  const autumn = rng.chance(0.25);
  const vine = autumn
    ? rng.pick(['#b5651d', '#c9a227', '#a8432c'])
    : rng.pick(['#3f6b2a', '#4c7a2c', '#36602a']);
  rows(
    canvas,
    rng,
    mid.area,
    rng.range(200, 1080),
    horizon - 40,
    distant(light, vine, 0.45),
    64,
    0.7,
  );
  const peak = mid.line.points.reduce((best, p) => (p[1] < best[1] ? p : best));
  const hx = Math.min(WIDTH - 140, Math.max(60, peak[0]));
  canvas.body.push(
    house(hx - 30, mid.line.yAt(hx) + 6, 56, 30, lit(light, '#e3cba0'), lit(light, '#b5583a')),
    house(hx + 24, mid.line.yAt(hx) + 8, 34, 22, lit(light, '#d9bf94'), lit(light, '#a84f33')),
  );
  const cypresses = treeRow(rng, mid.line, {
    step: 22,
    height: 70,
    sink: 8,
    density: 0.8,
    shape: cypress,
    from: hx + 80,
    to: hx + 80 + rng.range(120, 320),
  });
  canvas.body.push(`<path fill="${lit(light, '#2b4a28')}" d="${cypresses}"/>`);
  const soil = rng.pick(['#a9b066', '#b7ad6a', '#9fae62', '#b39d6c']);
  const front = meadow(canvas, rng, light, rng.range(520, 570), 70, lit(light, soil));
  rows(
    canvas,
    rng,
    front.area,
    rng.range(0, WIDTH),
    rng.range(horizon - 120, horizon),
    lit(light, vine),
    120,
    1.1,
  );
  const oliveX = rng.chance(0.5) ? rng.range(40, 240) : rng.range(WIDTH - 240, WIDTH - 40);
  const olive = lit(light, rng.pick(['#5f6f45', '#6b7a4d', '#56683f']));
  const crowns: string[] = [];
  for (let i = 0; i < 7; i++) {
    crowns.push(
      broadleaf(oliveX + rng.range(-80, 80), 610 + rng.range(-30, 20), rng.range(110, 150)),
    );
  }
  canvas.body.push(
    `<path fill="${lit(light, '#4a3b2c')}" d="M${r1(oliveX - 10)} ${HEIGHT}Q${r1(oliveX - 4)} 640 ${r1(oliveX + 12)} 560h10Q${r1(oliveX + 8)} 640 ${r1(oliveX + 16)} ${HEIGHT}Z"/>`,
    `<path fill="${olive}" d="${crowns.join('')}"/>`,
  );
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

function rows(
  canvas: Canvas,
  rng: Rng,
  area: string,
  vanishX: number,
  vanishY: number,
  color: string,
  spacing: number,
  weight: number,
): void {
  const clip = clipPath(canvas, area);
  const wedges: string[] = [];
  const jitter = rng.range(-0.2, 0.2);
  for (let x = -2400; x <= WIDTH + 2400; x += spacing) {
    const half = spacing * 0.26 * weight;
    wedges.push(
      `M${r1(x - half)} ${HEIGHT + 300}L${r1(vanishX + (x - vanishX) * jitter * 0.01)} ${r1(vanishY)}L${r1(x + half)} ${HEIGHT + 300}Z`,
    );
  }
  canvas.body.push(`<path clip-path="${clip}" fill="${color}" d="${wedges.join('')}"/>`);
}

const city: Painter = (canvas, rng) => {
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

const railway: Painter = (canvas, rng) => {
  const horizon = rng.range(340, 400);
  const light = chooseLight(rng, horizon, ['morning', 'noon', 'noon', 'golden', 'dawn']);
  drawSky(canvas, rng, light, horizon);
  drawBirds(canvas, rng, light, horizon);
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

export const painters: Record<SceneKind, Painter> = {
  mountains,
  lake,
  forest,
  coast,
  vineyard,
  city,
  train: railway,
};
