import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AWAIT_FIRST_SCREEN,
  FIRST_SCREEN_DIR,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_FILE,
  type ListFirstScreenRenderer,
} from '@app/web/first-paint';
import { webDistDir } from '@app/server/platform/project-paths';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { firstListPages } from './first-list-page.js';
import { registerSpa } from './spa.js';

const gateway = inject('gatewayUrl');
const postgrest = inject('postgrestUrl');
const anonKey = inject('anonKey');
const tag = uniqueTag();

const INLINE =
  /<script type="application\/json" id="first-list-page" nonce="[^"]*">([\s\S]*?)<\/script>/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"[^>]*><\/script>/g;
const LOADER = /<script type="module" nonce="([^"]+)">([^<]*)<\/script>/g;

interface Answer {
  html: string;
  nonce: string | undefined;
  inlineIds: string[];
  screenIds: string[];
}

async function answerOf(url: string): Promise<Answer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const html = await response.text();
  const inline = INLINE.exec(html)?.[1];
  const page = inline ? (JSON.parse(inline) as { page: { tours: { id: string }[] } }).page : null;
  // Only the screen marks cards with their ids in the HTML.
  const screenStart = html.indexOf('data-first-screen=""');
  const screen = screenStart === -1 ? '' : html.slice(screenStart);
  return {
    html,
    nonce: /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1],
    inlineIds: page?.tours.map((tour) => tour.id) ?? [],
    screenIds: [...screen.matchAll(/data-listing-id="([^"]+)"/g)].map((match) => match[1]!),
  };
}

/**
 * An answer that carries its first page. A read slower than the gateway's wait (300 ms, easily
 * passed on a loaded host when a language is first read) lets the page go without its data, as
 * designed; the next answer waits for the same read.
 */
async function answerWithPage(url: string): Promise<Answer> {
  const deadline = Date.now() + 15_000;
  let answer = await answerOf(url);
  while (answer.inlineIds.length === 0 && Date.now() < deadline) answer = await answerOf(url);
  return answer;
}

beforeAll(() => {
  const built = path.join(webDistDir, '..', FIRST_SCREEN_DIR, FIRST_SCREEN_FILE);
  if (!existsSync(built)) throw new Error(`no ${built}: run npm run build first`);
});

describe('a bare list page comes with its first screen rendered (decision 059)', () => {
  it.each([
    ['/tours', 'Eco-Friendly Tours'],
    ['/micro-tours', 'Micro Tours'],
    ['/de/tours', 'Umweltfreundliche Touren'],
    ['/fr/micro-tours', 'Mini-visites'],
  ])('%s: the cards of the page it carries, in its language', async (address, heading) => {
    const answer = await answerWithPage(`${gateway}${address}`);
    expect(answer.inlineIds.length).toBeGreaterThan(0);
    // The screen and the data come from the same read: its first cards in the same order.
    expect(answer.screenIds).toEqual(answer.inlineIds.slice(0, 6));
    expect(answer.html).toContain(`>${heading}</h1>`);
    // The first paint waits for the screen's element, in the head, once.
    const head = answer.html.slice(0, answer.html.indexOf('</head>'));
    expect(head.split(AWAIT_FIRST_SCREEN)).toHaveLength(2);
    expect(answer.html).toMatch(
      new RegExp(`<div id="${FIRST_SCREEN_ID}"[^>]* data-first-screen=""`),
    );
  });

  it('starts the app from one inline module under the answer’s nonce, after the screen', async () => {
    const answer = await answerWithPage(`${gateway}/tours`);
    expect(answer.html.match(ENTRY_SCRIPT)).toBeNull();
    const loaders = [...answer.html.matchAll(LOADER)];
    expect(loaders).toHaveLength(1);
    const [, nonce, code] = loaders[0]!;
    expect(nonce).toBe(answer.nonce);
    expect(code).toMatch(/import\("\/assets\/app-[\w-]+\.js"\)/);
  });

  it.each([
    '/tours?page=2',
    '/tours?country=Austria',
    '/micro-tours?search=walk',
    '/micro-tours?view=map',
  ])(
    '%s: a filtered or later page, or the map, comes without one, and starts the app as before',
    async (address) => {
      const answer = await answerOf(`${gateway}${address}`);
      expect(answer.html).not.toContain('data-first-screen');
      expect(answer.html).not.toContain('rel="expect"');
      expect(answer.html.match(ENTRY_SCRIPT)?.length).toBeGreaterThan(0);
      expect(answer.html.match(LOADER)).toBeNull();
    },
  );
});

describe('a listing’s words in the first screen', () => {
  const id = randomUUID();
  // Sorts first among the cheapest: the first card of /micro-tours.
  const title = `000 </main></div><script>alert(1)</script> $& $' ${tag}`;
  beforeAll(async () => {
    await servicePool().query(
      `insert into public.micro_tours (id, slug, title, description, country, city, price_eur,
                                       duration_hours)
       values ($1, $2, $3, '<img src=x onerror=alert(1)>', 'Austria', 'Vienna',
               app_rules.micro_tour_price_min_eur(), 1)`,
      [id, `hostile-${tag}`, title],
    );
  });
  afterAll(async () => {
    await servicePool().query('delete from public.micro_tours where id = $1', [id]);
  });

  it('are text, never markup, and no `$` pattern is read in them', async () => {
    // The gateway hears of the new row by a notification and reads the page again.
    const deadline = Date.now() + 15_000;
    let answer = await answerOf(`${gateway}/micro-tours`);
    while (!answer.screenIds.includes(id) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await answerOf(`${gateway}/micro-tours`);
    }
    expect(answer.screenIds).toContain(id);
    expect(answer.html).toContain(
      `000 &lt;/main&gt;&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#x27; ${tag}`,
    );
    expect(answer.html).not.toContain('<script>alert(1)');
    expect(answer.html).not.toContain('<img src=x');
  });
});

/**
 * A gateway's SPA alone for the enclosing describe, its first pages read from PostgREST and
 * rendered by `renderScreen`; `url()` is where it listens.
 */
function spaWith(renderScreen: ListFirstScreenRenderer): { url: () => string } {
  const app = Fastify();
  let url = '';
  beforeAll(async () => {
    await registerSpa(app, {
      webDist: webDistDir,
      serveSourceMaps: false,
      nonce: () => 'fixed-test-nonce',
      firstListPages: firstListPages({
        postgrestUrl: postgrest,
        anonKey,
        siteUrl: gateway,
        renderScreen,
        // What is tested here is the render, not the wait: no answer goes without its page.
        waitMs: 30_000,
      }),
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());
  return { url: () => url };
}

describe('when the screen cannot be rendered', () => {
  const spa = spaWith(() => Promise.reject(new Error('render failed')));

  it('the page still comes with its data, and starts the app as before', async () => {
    const answer = await answerOf(`${spa.url()}/tours`);
    expect(answer.inlineIds.length).toBeGreaterThan(0);
    expect(answer.html).not.toContain('data-first-screen');
    expect(answer.html).not.toContain('rel="expect"');
    expect(answer.html.match(ENTRY_SCRIPT)?.length).toBeGreaterThan(0);
    expect(answer.html.match(LOADER)).toBeNull();
  });
});

describe('a flood of page loads', () => {
  const renders: string[] = [];
  const spa = spaWith((path, locale) => {
    renders.push(`${locale}:${path}`);
    return Promise.resolve(`<div data-first-screen="">${locale}</div>`);
  });

  it('renders each language’s screen once for all of them, not once per answer', async () => {
    const url = spa.url();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        answerOf(`${url}${index % 2 === 0 ? '/tours' : '/de/tours'}`),
      ),
    );
    for (const answer of answers) expect(answer.html).toContain('data-first-screen');
    expect(renders.sort()).toEqual(['de:/tours', 'en:/tours']);
  });
});
