import type { Rng } from './prng.js';
import { chooseLight, distant, drawSky, finishLight, lit, openSky } from './scene-light.js';
import { broadleaf, cypress, ellipse, house, pine, treeRow } from './scene-parts.js';
import {
  areaBelow,
  type Canvas,
  clipPath,
  HEIGHT,
  jitterColor,
  mix,
  r1,
  ridge,
  WIDTH,
} from './svg-kit.js';
import {
  allDay,
  forestGreens,
  greens,
  meadow,
  mist,
  mountainRange,
  type Painter,
  reflect,
  ripples,
  water,
} from './scene-terrain.js';

export const mountains: Painter = (canvas, rng) => {
  const horizon = rng.range(430, 490);
  const light = openSky(canvas, rng, horizon, allDay);
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

export const lake: Painter = (canvas, rng) => {
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

export const forest: Painter = (canvas, rng) => {
  const horizon = rng.range(330, 400);
  const light = openSky(canvas, rng, horizon, allDay);
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

export const vineyard: Painter = (canvas, rng) => {
  const horizon = rng.range(320, 380);
  const light = openSky(canvas, rng, horizon, ['morning', 'noon', 'golden', 'golden', 'dawn']);
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
    const rx = rng.range(40, 70);
    crowns.push(ellipse(oliveX + rng.range(-80, 80), 540 + rng.range(-30, 20), rx, rx * 0.7));
  }
  canvas.body.push(
    `<path fill="${lit(light, '#4a3b2c')}" d="M${r1(oliveX - 10)} ${HEIGHT}Q${r1(oliveX - 4)} 640 ${r1(oliveX + 12)} 560h10Q${r1(oliveX + 8)} 640 ${r1(oliveX + 16)} ${HEIGHT}Z"/>`,
    `<path fill="${olive}" d="${crowns.join('')}"/>`,
  );
  finishLight(canvas, light);
};

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
