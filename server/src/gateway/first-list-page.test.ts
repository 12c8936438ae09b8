import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { webDistDir } from '@app/server/platform/project-paths';
import { servicePool, signToken, uniqueTag } from '@app/testing/clients';
import { CatalogueVersionFollower, type CatalogueVersionSource } from './catalogue-version.js';
import { firstListPages } from './first-list-page.js';
import { registerSpa } from './spa.js';

const gateway = inject('gatewayUrl');
const postgrest = inject('postgrestUrl');
const anonKey = inject('anonKey');
const tag = uniqueTag();

const TOUR_COLUMNS =
  'id,slug,title,short_description,category,country,price_eur,duration_days,difficulty,transport,group_size,rating,cover_image,image_override_url,start_country,start_lat,start_lng,footprint_transport';
const MICRO_TOUR_COLUMNS =
  'id,slug,title,description,city,country,price_eur,duration_hours,rating,cover_url,panorama_url,panorama_is_illustration,start_country,start_lat,start_lng,footprint_transport';
/**
 * The first page as the lists ask for it, written out here as PostgREST reads it: listings on
 * sale only (decision 039).
 */
const directQueries = {
  '/tours': `tours?select=${TOUR_COLUMNS}&on_sale=eq.true&order=title.asc,id.asc&offset=0&limit=24`,
  '/micro-tours': `micro_tours?select=${MICRO_TOUR_COLUMNS}&on_sale=eq.true&order=price_cents.asc.nullslast,title.asc&offset=0&limit=24`,
};

interface InlinePage {
  nonce: string;
  list: string;
  ageMs: number;
  page: { tours: Array<Record<string, unknown>>; totalCount: number; page: number };
}

const INLINE =
  /<script type="application\/json" id="first-list-page" nonce="([^"]*)">([\s\S]*?)<\/script>/g;

function inlinePages(html: string): InlinePage[] {
  return [...html.matchAll(INLINE)].map(([, nonce, text]) => ({
    nonce: nonce!,
    ...(JSON.parse(text!) as Omit<InlinePage, 'nonce'>),
  }));
}

async function directPage(path: keyof typeof directQueries) {
  const response = await fetch(`${postgrest}/${directQueries[path]}`, {
    headers: { authorization: `Bearer ${anonKey}`, prefer: 'count=exact' },
  });
  expect(response.ok).toBe(true);
  const totalCount = Number(response.headers.get('content-range')?.split('/')[1]);
  return { tours: (await response.json()) as unknown[], totalCount, page: 1 };
}

async function page(url: string) {
  const response = await fetch(url);
  return { response, html: await response.text() };
}

const cspNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

/**
 * Other test files change the catalogue meanwhile: an inline page is right when it is the page
 * read just before its request or just after it ('agrees', compared as values, since its keys come
 * in another order). Otherwise the reads either moved between them or held still ('differs').
 */
function readAround<T>(before: T, inline: T, after: T): 'agrees' | 'moving' | 'differs' {
  if (isDeepStrictEqual(inline, before) || isDeepStrictEqual(inline, after)) return 'agrees';
  return isDeepStrictEqual(before, after) ? 'differs' : 'moving';
}

describe('the HTML of a bare list page carries its first page (decision 023)', () => {
  // The cheapest micro-tour of all, off sale: it would head /micro-tours if the page listed it.
  const offSaleId = randomUUID();
  beforeAll(async () => {
    await servicePool().query(
      `insert into public.micro_tours (id, slug, title, description, country, city, price_eur,
                                       duration_hours, on_sale)
       values ($1, $2, 'Off sale walk', 'A walk taken off sale.', 'Austria', 'Vienna',
               app_rules.micro_tour_price_min_eur(), 1,
               false)`,
      [offSaleId, `off-sale-${tag}`],
    );
  });
  afterAll(async () => {
    await servicePool().query('delete from public.micro_tours where id = $1', [offSaleId]);
  });

  it.each(['/tours', '/micro-tours'] as const)(
    '%s: the data a visitor reads from PostgREST, under the answer’s nonce',
    async (path) => {
      // Other test files change the catalogue meanwhile. The inline page must be one that
      // PostgREST answered around the request: the page read just before it or just after it.
      // A change committed just before the request may not have reached the gateway yet (its
      // version follower hears of it by a notification, and a read already running when it came
      // is still handed out until it ends), and more than one change may fall between the two
      // reads: then it is asked again.
      const deadline = Date.now() + 15_000;
      // What kept them apart, told if they never meet: how often the page matched neither read
      // while the catalogue moved between them, and while it held still.
      const missed = { moving: 0, differs: 0 };
      for (;;) {
        const before = await directPage(path);
        const { response, html } = await page(`${gateway}${path}`);
        const after = await directPage(path);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        const [inline, ...more] = inlinePages(html);
        expect(more).toEqual([]);
        expect(inline).toBeDefined();
        expect(inline!.nonce).toBe(cspNonce(response));
        expect(inline!.list).toBe(path.slice(1));
        expect(inline!.ageMs).toBeGreaterThanOrEqual(0);
        const verdict = readAround(before, inline!.page, after);
        if (verdict !== 'agrees' && Date.now() < deadline) {
          missed[verdict] += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        expect([before, after], JSON.stringify(missed)).toContainEqual(inline!.page);
        expect(inline!.page.tours.length).toBeGreaterThan(0);
        expect(inline!.page.tours.map((row) => row.id)).not.toContain(offSaleId);
        break;
      }
    },
  );

  it('preloads the first card’s picture in the sizes the card asks for', async () => {
    const { response, html } = await page(`${gateway}/micro-tours`);
    const [inline] = inlinePages(html);
    const cover = String(inline!.page.tours[0]!.cover_url);
    expect(cover).toMatch(/^\/storage\/v1\/object\/public\//);
    const rendered = cover.replace(
      '/storage/v1/object/public/',
      '/storage/v1/render/image/public/',
    );
    const link = /<link rel="preload" as="image" fetchpriority="high"[^>]*>/.exec(html)?.[0];
    expect(link).toBeDefined();
    expect(link).toContain(`href="${rendered}?width=960&amp;quality=70"`);
    expect(link).toContain(`${rendered}?width=320&amp;quality=70 320w`);
    expect(link).toContain(
      'imagesizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"',
    );
    expect(link).toContain(`nonce="${cspNonce(response)}"`);
    // Before the entry script, so the picture is asked for while the script loads.
    expect(html.indexOf(link!)).toBeLessThan(html.indexOf('<script type="module"'));
    const picture = await fetch(`${gateway}${rendered}?width=960&quality=70`, {
      headers: { accept: 'image/webp,*/*' },
    });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it.each([
    '/tours?search=lake',
    '/tours?page=2',
    '/tours?category=gastro',
    '/tours/',
    '/tours/some-tour',
    '/micro-tours?sortField=rating&sortDir=desc',
    '/micro-tours?price=5',
    '/micro-tours?page=3',
    '/',
    '/wallet',
    '/no-such-page',
  ])('%s gets no inline page', async (url) => {
    const { html } = await page(`${gateway}${url}`);
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('first-list-page');
    expect(html).not.toContain('rel="preload" as="image"');
  });

  it.each([
    '/tours?page=1',
    '/tours?category=no-such-category',
    '/micro-tours?sortDir=asc',
    // Malformed or oversized queries are read as the app reads them: unknown or bad values.
    '/tours?page=%E0%A4%A&%ZZ=1',
    `/micro-tours?${'utm=x&'.repeat(800)}`,
  ])('%s, which opens the same unfiltered first page, gets it', async (url) => {
    const { html } = await page(`${gateway}${url}`);
    expect(inlinePages(html)).toHaveLength(1);
  });

  it('is the same for a visitor, a member, an admin and a forged token: anonymous data only', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.forged';
    const callers: Record<string, string>[] = [
      {},
      {
        authorization: `Bearer ${await signToken({ sub: randomUUID(), role: 'authenticated' })}`,
      },
      {
        authorization: `Bearer ${await signToken({ sub: randomUUID(), role: 'authenticated', app_metadata: { role: 'admin' }, aal: 'aal2' })}`,
      },
      { authorization: `Bearer ${forged}`, apikey: forged },
    ];
    const readAll = () =>
      Promise.all(
        callers.map(async (headers) => {
          const response = await fetch(`${gateway}/tours`, { headers });
          expect(response.status).toBe(200);
          return inlinePages(await response.text())[0]?.page;
        }),
      );
    // Test files run side by side and add tours: the four reads are compared on one catalogue,
    // read again while another file's tour lands between them. A caller's own view would differ
    // on every read.
    const differ = (pages: unknown[]) => new Set(pages.map((p) => JSON.stringify(p))).size > 1;
    let pages = await readAll();
    for (let attempt = 1; attempt < 5 && differ(pages); attempt++) pages = await readAll();
    expect(pages[0]).toBeDefined();
    for (const other of pages.slice(1)) expect(other).toEqual(pages[0]);
  });

  describe('with a title that tries to close the element', () => {
    const id = randomUUID();
    const title = `0000 ${tag} </script><script>alert(1)</script><!-- $' $& \u2028`;

    beforeAll(async () => {
      // The cheapest price and a title that sorts first: on the first page.
      await servicePool().query(
        `insert into public.micro_tours (id, slug, title, description, country, city, price_eur, duration_hours)
         values ($1, $2, $3, 'A short walk', 'Scriptland', 'Scriptville', 5, 1)`,
        [id, `inline-${tag}`, title],
      );
    });
    afterAll(async () => {
      await servicePool().query('delete from public.micro_tours where id = $1', [id]);
    });

    it('is escaped: the page holds it as text, and no script of its own', async () => {
      await expect
        .poll(
          async () => {
            const { html } = await page(`${gateway}/micro-tours`);
            return inlinePages(html)[0]?.page.tours.some((tour) => tour.title === title);
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true);
      const { html } = await page(`${gateway}/micro-tours`);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<!-- $');
      expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
      // The page is whole: the build's scripts, its module scripts started by the one inline
      // module of its first screen (decision 059), and the inline page.
      const built = await page(`${gateway}/wallet`);
      const scripts = (text: string) => text.match(/<script\b/g)?.length ?? 0;
      const moduleScripts = (text: string) =>
        text.match(/<script type="module" crossorigin src=/g)?.length ?? 0;
      expect(moduleScripts(built.html)).toBeGreaterThan(0);
      expect(moduleScripts(html)).toBe(0);
      expect(scripts(html)).toBe(scripts(built.html) - moduleScripts(built.html) + 2);
    });
  });
});

describe('each language’s list page carries its first page in that language (decision 029)', () => {
  const id = randomUUID();
  const english = `0000 ${tag} language walk`;
  const german = `0000 ${tag} Sprachspaziergang`;
  const tourId = randomUUID();

  beforeAll(async () => {
    // The cheapest price and a title that sorts first: on the first page. German title only.
    await servicePool().query(
      `insert into public.micro_tours (id, slug, title, description, country, city, price_eur, duration_hours, translations)
       values ($1, $2, $3, 'A short walk', 'Langland', 'Langville', 5, 1, $4)`,
      [id, `inline-lang-${tag}`, english, { de: { title: german, city: 'Sprachstadt' } }],
    );
    // Last in English order, first in German (migration 0051).
    await servicePool().query(
      `insert into public.tours (id, slug, title, category, country, price_eur, duration_days, difficulty, group_size, translations)
       values ($1, $2, $3, 'eco', 'Langland', 500, 3, 'easy', 8, $4)`,
      [
        tourId,
        `inline-lang-${tag}`,
        `zzzz ${tag} last in English`,
        { de: { title: `0000 ${tag} zuerst auf Deutsch` } },
      ],
    );
  });
  afterAll(async () => {
    await servicePool().query('delete from public.micro_tours where id = $1', [id]);
    await servicePool().query('delete from public.tours where id = $1', [tourId]);
  });

  const inlineOf = async (path: string) => {
    const { html } = await page(`${gateway}${path}`);
    return inlinePages(html)[0]!.page;
  };
  const ours = async (path: string) => {
    const { html } = await page(`${gateway}${path}`);
    return inlinePages(html)[0]?.page.tours.find((tour) => tour.id === id);
  };

  it('German words where the row has them, English and named where it has none', async () => {
    await expect
      .poll(() => ours('/de/micro-tours'), { timeout: 10_000, interval: 200 })
      .toEqual(
        expect.objectContaining({
          title: german,
          city: 'Sprachstadt',
          description: 'A short walk',
          country: 'Langland',
          inEnglish: ['description', 'country'],
        }),
      );
    // French has none of its own: all in English, and said so.
    expect(await ours('/fr/micro-tours')).toEqual(
      expect.objectContaining({
        title: english,
        inEnglish: ['title', 'description', 'city', 'country'],
      }),
    );
    // English is the row as read, as before.
    const row = await ours('/micro-tours');
    expect(row).toEqual(expect.objectContaining({ title: english, city: 'Langville' }));
    expect(row).not.toHaveProperty('inEnglish');
    expect(JSON.stringify(row)).not.toContain('translat');
  });

  it('/de/tours carries the German first page, the one the German list reads', async () => {
    const { html } = await page(`${gateway}/de/tours`);
    const [inline] = inlinePages(html);
    expect(inline!.list).toBe('tours');
    expect(inline!.page.tours.length).toBeGreaterThan(0);
    for (const tour of inline!.page.tours) expect(tour).toHaveProperty('inEnglish');
  });

  it('/de/tours is in German alphabetical order, as the German list reads it', async () => {
    const ids = (tours: Array<Record<string, unknown>>) => tours.map((tour) => tour.id);
    const germanOrder = async () => {
      const response = await fetch(
        `${postgrest}/tours?select=id&on_sale=eq.true&order=title_de.asc,id.asc&offset=0&limit=24`,
        { headers: { authorization: `Bearer ${anonKey}` } },
      );
      expect(response.ok).toBe(true);
      return ids((await response.json()) as Array<Record<string, unknown>>);
    };
    await expect
      .poll(async () => ids((await inlineOf('/de/tours')).tours), {
        timeout: 10_000,
        interval: 200,
      })
      .toContain(tourId);
    // Other test files change the catalogue meanwhile, and the gateway learns of a change a
    // moment after it (its inline page is kept per catalogue version): the inline page must be
    // the German order read just before it or just after it. A wrong order never agrees.
    await expect
      .poll(
        async () => {
          const before = await germanOrder();
          const inline = ids((await inlineOf('/de/tours')).tours);
          const after = await germanOrder();
          return readAround(before, inline, after);
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe('agrees');
    // English keeps its order: the tour's English title sorts it last.
    const english = ids((await inlineOf('/tours')).tours);
    expect(english.indexOf(tourId)).toBeLessThan(0);
  });
});

/** A gateway's SPA alone, with its first pages read from `postgrestUrl`. */
async function spaWith(
  postgrestUrl: string,
  catalogueVersion?: CatalogueVersionSource,
  waitMs?: number,
): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  await registerSpa(app, {
    webDist: webDistDir,
    serveSourceMaps: false,
    nonce: () => 'fixed-test-nonce',
    firstListPages: firstListPages({
      postgrestUrl,
      anonKey,
      siteUrl: gateway,
      catalogueVersion,
      waitMs,
    }),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

describe('when PostgREST is slow or down', () => {
  let silent: TcpServer;
  const sockets = new Set<Socket>();
  let slow: { app: FastifyInstance; url: string };
  let down: { app: FastifyInstance; url: string };

  beforeAll(async () => {
    // Takes the connection and never answers.
    silent = createTcpServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    slow = await spaWith(`http://127.0.0.1:${port}`);
    // Nothing listens on port 1.
    down = await spaWith('http://127.0.0.1:1');
  });
  afterAll(async () => {
    await slow?.app.close();
    await down?.app.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it.each([
    ['slow', () => slow.url],
    ['down', () => down.url],
  ])('%s: the HTML still comes at once, without the data', async (_label, url) => {
    for (const path of ['/tours', '/micro-tours']) {
      const started = performance.now();
      const { response, html } = await page(`${url()}${path}`);
      const elapsed = performance.now() - started;
      expect(response.status).toBe(200);
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain('first-list-page');
      // 300 ms of waiting at most, plus a loaded machine's margin.
      expect(elapsed).toBeLessThan(1500);
    }
  });

  it('slow: a flood of page loads waits on the one read, not one read each', async () => {
    const before = sockets.size;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => page(`${slow.url}/micro-tours`)),
    );
    for (const { html } of answers) expect(html).not.toContain('first-list-page');
    expect(sockets.size - before).toBeLessThanOrEqual(1);
  });
});

describe('the first page is read once for many page loads', () => {
  let counter: Server;
  const reads: string[] = [];
  let spa: { app: FastifyInstance; url: string };
  let follower: CatalogueVersionFollower;
  const versionsSeen = new Set<bigint | undefined>();
  const id = randomUUID();

  beforeAll(async () => {
    // Counts what reaches PostgREST, and passes it on.
    counter = createServer((request, response) => {
      reads.push(request.url ?? '');
      void fetch(`${postgrest}${request.url}`, {
        headers: Object.fromEntries(
          Object.entries(request.headers).filter(
            (entry): entry is [string, string] =>
              typeof entry[1] === 'string' && entry[0] !== 'host',
          ),
        ),
      }).then(async (answer) => {
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => counter.listen(0, '127.0.0.1', resolve));
    const { port } = counter.address() as { port: number };
    follower = new CatalogueVersionFollower(inject('serviceDatabaseUrl'), pino({ enabled: false }));
    await follower.start();
    expect(follower.current()).toBeDefined();
    // Records each version the pages were served under: each may cost one read, no more. These
    // tests count reads, not the wait: a read slower than the 300 ms a page waits for it (a busy
    // host) would serve that page without its inline list, which the slow PostgREST tests cover.
    spa = await spaWith(
      `http://127.0.0.1:${port}`,
      {
        current: () => {
          const version = follower.current();
          versionsSeen.add(version);
          return version;
        },
      },
      10_000,
    );
  });
  afterAll(async () => {
    await spa?.app.close();
    await follower?.stop();
    await new Promise((resolve) => counter?.close(resolve));
    await servicePool().query('delete from public.micro_tours where id = $1', [id]);
  });

  it('while the catalogue stays, and again once it changes', async () => {
    versionsSeen.clear();
    const first = await page(`${spa.url}/micro-tours`);
    expect(inlinePages(first.html)).toHaveLength(1);
    expect(inlinePages(first.html)[0]!.nonce).toBe('fixed-test-nonce');
    expect(reads).toHaveLength(1);
    const flood = await Promise.all(
      Array.from({ length: 30 }, () => page(`${spa.url}/micro-tours`)),
    );
    const oneByOne = [];
    for (let load = 0; load < 10; load++) oneByOne.push(await page(`${spa.url}/micro-tours`));
    for (const { html } of [...flood, ...oneByOne]) expect(inlinePages(html)).toHaveLength(1);
    // Other test files may change the catalogue meanwhile: a read per version, never one per load.
    expect(reads.length).toBeLessThanOrEqual(versionsSeen.size);

    const title = `0000 ${tag} fresh`;
    await servicePool().query(
      `insert into public.micro_tours (id, slug, title, description, country, city, price_eur, duration_hours)
       values ($1, $2, $3, 'A short walk', 'Freshland', 'Freshville', 5, 1)`,
      [id, `inline-fresh-${tag}`, title],
    );
    await expect
      .poll(
        async () => {
          const { html } = await page(`${spa.url}/micro-tours`);
          return inlinePages(html)[0]?.page.tours.some((tour) => tour.title === title);
        },
        // Well before the 5 s a page is kept when the catalogue's version is unknown.
        { timeout: 2_500, interval: 100 },
      )
      .toBe(true);
  });

  it('reads each language’s page apart, once per version, with that language’s columns', async () => {
    versionsSeen.clear();
    reads.length = 0;
    const loads = [];
    for (const path of ['/micro-tours', '/de/micro-tours', '/fr/micro-tours']) {
      for (let load = 0; load < 5; load++) loads.push(await page(`${spa.url}${path}`));
    }
    for (const { html } of loads) expect(inlinePages(html)).toHaveLength(1);
    // A language's page reads the English texts of the cards that lack theirs by id, apart.
    const english = reads.filter((url) => !decodeURIComponent(url).includes('id=in.('));
    const readsIn = (locale: string) =>
      reads.filter((url) => decodeURIComponent(url).includes(`card_${locale}->title`));
    const german = readsIn('de');
    const french = readsIn('fr');
    expect(german.length).toBeGreaterThanOrEqual(1);
    expect(french.length).toBeGreaterThanOrEqual(1);
    // Other test files may change the catalogue meanwhile: a read per version and language.
    expect(german.length).toBeLessThanOrEqual(versionsSeen.size);
    expect(french.length).toBeLessThanOrEqual(versionsSeen.size);
    expect(english.length - german.length - french.length).toBeLessThanOrEqual(versionsSeen.size);
    // Only the page's language ships.
    for (const url of german)
      expect(decodeURIComponent(url)).not.toMatch(/translations|card_(fr|es|it)/);
  });
});
